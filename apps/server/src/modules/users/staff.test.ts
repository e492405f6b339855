import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStaffList } from '@souq/contract/users';
import { buildUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
let member: { token: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin', { name: 'Nora Admin' });
  dataentry = await t.userWithToken('dataentry', { name: 'Adel Entry' });
  member = await t.userWithToken('user', { name: 'Basil Member' });
  await buildUser(t.db, { name: 'Zaid Blocked', role: 'admin', blocked: true });
  await buildUser(t.db, { name: 'Mona Gone', role: 'dataentry', deletedAt: new Date() });
  await buildUser(t.db, { name: 'Ahmad Member', role: 'user' });
});
afterAll(() => t.close());

describe('GET /api/admin/staff', () => {
  it('lists the staff who can act, by name, with their roles: no members, no blocked or deleted staff', async () => {
    const response = await t.as(admin).get('/api/admin/staff');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZStaffList.parse(response.json()).staff).toEqual([
      { _id: dataentry.id, name: 'Adel Entry', role: 'dataentry' },
      { _id: admin.id, name: 'Nora Admin', role: 'admin' },
    ]);
  });

  it('is for admins only', async () => {
    expect((await t.anonymous.get('/api/admin/staff')).statusCode).toBe(401);
    expect((await t.as(dataentry).get('/api/admin/staff')).statusCode).toBe(403);
    expect((await t.as(member).get('/api/admin/staff')).statusCode).toBe(403);
  });

  it('ignores a query it does not take', async () => {
    const response = await t.as(admin).get('/api/admin/staff?role=user&x=%00');
    expect(response.statusCode).toBe(200);
    expect(ZStaffList.parse(response.json()).staff.map((person) => person.role)).not.toContain('user');
  });
});
