import { parseAdminTab, parseApprovalFilter, parseRoleFilter } from '@/domain/admin';

describe('admin URL parameters', () => {
  it('reads every tab, and the dashboard for anything else', () => {
    for (const tab of ['dashboard', 'pending', 'history', 'listings', 'users', 'mail']) {
      expect(parseAdminTab(tab)).toBe(tab);
    }
    expect(parseAdminTab(undefined)).toBe('dashboard');
    expect(parseAdminTab('')).toBe('dashboard');
    expect(parseAdminTab('Users')).toBe('dashboard');
  });

  it('reads every approval filter, and all for anything else', () => {
    expect(parseApprovalFilter('all')).toBe('all');
    expect(parseApprovalFilter('waiting')).toBe('waiting');
    expect(parseApprovalFilter('approved')).toBe('approved');
    expect(parseApprovalFilter(null)).toBe('all');
    expect(parseApprovalFilter(undefined)).toBe('all');
    expect(parseApprovalFilter('')).toBe('all');
  });

  it('reads both roles, and no role for anything else', () => {
    expect(parseRoleFilter('host')).toBe('host');
    expect(parseRoleFilter('tenant')).toBe('tenant');
    expect(parseRoleFilter('')).toBe('');
    expect(parseRoleFilter(null)).toBe('');
    expect(parseRoleFilter('Tenant')).toBe('');
  });
});
