// Started by index.html's boot script (vite.config.ts, BOOT_SCRIPT) as the app starts to load.
// The first Intl formatter a page builds costs tens of milliseconds: the browser initialises
// its internationalisation data then, once per process. Doing it here, in a worker of the same
// process, takes that work off the main thread, where it was one of the start-up's long tasks
// (docs/decisions.md "Start-up without long tasks"). The locales and options are the app's
// (src/domain/format.ts, src/domain/days.ts).
new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(1250);
new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(0);
new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Casablanca',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).formatToParts(0);
close();
