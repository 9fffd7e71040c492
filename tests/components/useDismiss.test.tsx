/**
 * useDismiss (src/hooks/useDismiss.ts): a press outside the given elements or Escape dismisses,
 * only while open; Escape can be left to the popup itself.
 */
import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss, type Dismissal } from '@/hooks/useDismiss';

function Popup({
  open,
  onDismiss,
  escape,
}: {
  open: boolean;
  onDismiss: (how: Dismissal) => void;
  escape?: boolean;
}) {
  const popup = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useDismiss(open, [popup, opener], onDismiss, { escape });
  return (
    <div>
      <button ref={opener}>opener</button>
      <div ref={popup}>
        <span>inside</span>
      </div>
      <p>elsewhere</p>
    </div>
  );
}

describe('useDismiss', () => {
  it('dismisses on a press outside and on Escape, not on a press inside', () => {
    const onDismiss = vi.fn();
    const { getByText } = render(<Popup open onDismiss={onDismiss} />);
    fireEvent.mouseDown(getByText('inside'));
    fireEvent.mouseDown(getByText('opener'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(getByText('elsewhere'));
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does nothing while closed, and leaves Escape alone when told to', () => {
    const onDismiss = vi.fn();
    const { getByText, rerender } = render(<Popup open={false} onDismiss={onDismiss} />);
    fireEvent.mouseDown(getByText('elsewhere'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<Popup open onDismiss={onDismiss} escape={false} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(getByText('elsewhere'));
    expect(onDismiss).toHaveBeenCalledWith('outside');
  });

  it('calls the latest callback without listening again', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { getByText, rerender } = render(<Popup open onDismiss={first} />);
    rerender(<Popup open onDismiss={second} />);
    fireEvent.mouseDown(getByText('elsewhere'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('outside');
  });
});
