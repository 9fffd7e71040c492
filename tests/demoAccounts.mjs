/**
 * The demo accounts of the seed (src/services/seed/data.ts), for every test tier: vitest imports
 * this file through tests/factories.ts (types in demoAccounts.d.mts), the end-to-end harness
 * (plain Node, no TypeScript) imports it directly.
 */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO = Object.freeze({
  tenant: Object.freeze({
    email: 'locataire@demo.ma',
    password: DEMO_PASSWORD,
    uid: 'demo-tenant',
    name: 'Yasmine Benali',
  }),
  /** A second tenant, for two people booking the same days. */
  tenant2: Object.freeze({
    email: 'omar.chraibi@demo.ma',
    password: DEMO_PASSWORD,
    uid: 'tenant-2',
    name: 'Omar Chraibi',
  }),
  host: Object.freeze({
    email: 'hote@demo.ma',
    password: DEMO_PASSWORD,
    uid: 'demo-host',
    name: 'Karim El Amrani',
  }),
  /** The local backend's admin password in tests and in the demo build's configuration. */
  adminPassword: 'admin1234',
});
