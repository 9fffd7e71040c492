export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly uid: string;
  readonly name: string;
}

export declare const DEMO_PASSWORD: 'demo1234';

export declare const DEMO: {
  readonly tenant: DemoAccount & {
    readonly email: 'locataire@demo.ma';
    readonly uid: 'demo-tenant';
  };
  readonly tenant2: DemoAccount & {
    readonly email: 'omar.chraibi@demo.ma';
    readonly uid: 'tenant-2';
  };
  readonly host: DemoAccount & { readonly email: 'hote@demo.ma'; readonly uid: 'demo-host' };
  readonly adminPassword: 'admin1234';
};
