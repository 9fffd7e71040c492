import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, FieldError, inputClass } from '@/components/forms';
import { formatNumber } from '@/domain/format';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { MESSAGE_MAX_LENGTH } from '@/domain/messages';
import { messagesText } from '@/i18n/fr/messages';
import { t } from '@/i18n/t';
import { readDraft, saveDraft } from './messageDrafts';
import { sendErrorMessage } from './format';
import { reportError } from '@/lib/reportError';

const c = messagesText.composer;

interface ComposerProps {
  onSend(text: string): Promise<unknown>;
  /** Whose draft of which conversation the box keeps (./messageDrafts.ts). */
  draft: { uid: string; conversationId: string };
}

/**
 * The message box: 1 to 2,000 characters with a French counter, Enter sends (Shift+Enter goes
 * to the line) — not on a touch screen, whose keyboard has no Shift+Enter: there the return key
 * goes to the line and « Envoyer » sends. What was typed stays until the message is sent, in the box and in the tab's
 * drafts: leaving the conversation or reloading it loses nothing.
 */
export function Composer({ onSend, draft }: ComposerProps) {
  const id = useId();
  const { uid, conversationId } = draft;
  const [text, setText] = useState(() => readDraft(uid, conversationId));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;
  const over = length > MESSAGE_MAX_LENGTH;
  /** A touch screen as the main pointer (a phone, a tablet). */
  const touch = useMediaQuery('(pointer: coarse)');

  const box = useRef<HTMLTextAreaElement>(null);
  // A message to write or to shorten: the focus goes to the box, as with any invalid field
  // (docs/decisions.md "Where the keyboard focus goes"); a refused send leaves it on « Envoyer ».
  const refuse = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const submit = async () => {
    if (busy) return;
    if (length === 0) return refuse(c.empty);
    if (over) return refuse(t(c.tooLong, { max: formatNumber(MESSAGE_MAX_LENGTH) }));
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
      saveDraft(uid, conversationId, '');
    } catch (e) {
      reportError(e);
      setError(sendErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !touch && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3" noValidate>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {c.label}
      </label>
      <textarea
        ref={box}
        id={id}
        dir="auto"
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          saveDraft(uid, conversationId, e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        enterKeyHint={touch ? 'enter' : 'send'}
        placeholder={c.placeholder}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        className={`${inputClass} resize-y`}
      />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {touch ? c.hintTouch : c.hint}
        </p>
        <p
          id={`${id}-count`}
          className={`text-xs ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {t(c.counter, {
            count: formatNumber(length),
            max: formatNumber(MESSAGE_MAX_LENGTH),
          })}
        </p>
      </div>
      <FieldError id={`${id}-error`} message={error ?? undefined} />
      <div className="mt-2 flex justify-end">
        {/* aria-disabled, not disabled, while sending: a disabled button drops the focus to
            <body>, and the writer pressed it to go on writing here (submit ignores a second press) */}
        <Button
          type="submit"
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {busy ? c.sending : c.send}
        </Button>
      </div>
    </form>
  );
}
