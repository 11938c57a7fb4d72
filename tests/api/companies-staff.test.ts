import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCompany, PublicService } from '../../src/shared/schemas/company';
import { createCompany, createService, makeStaff } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** `GET /api/companies/:slug`: the company with its services (companies.routes.ts). */
interface CompanyPage {
  company: PublicCompany;
  services: PublicService[];
}

describe.each(databaseKinds())('GET /api/companies/:slug staff on %s', (kind) => {
  let ctx: TestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('answers an empty staff list for a company without staff', async () => {
    const company = await createCompany(ctx.deps.db);
    await createService(ctx.deps.db, company.id);
    const res = await guest().get<CompanyPage>(`/api/companies/${company.slug}`);
    expect(res.status).toBe(200);
    expect(res.json.company.staff).toEqual([]);
    expect(res.json.services).toHaveLength(1);
  });

  it('lists active members in display order with the active services they perform, in service order', async () => {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const cut = await createService(db, company.id, { name: 'Klippning', displayOrder: 1 });
    const colour = await createService(db, company.id, { name: 'Färgning', displayOrder: 0 });
    const retired = await createService(db, company.id, { name: 'Permanent', active: false });
    const anna = await makeStaff(db, company.id, {
      name: 'Anna',
      title: 'Frisör',
      photoUrl: '/uploads/anna.webp',
      presentation: 'Färg är min specialitet.',
      displayOrder: 1,
      serviceIds: [cut.id, colour.id, retired.id],
    });
    const bo = await makeStaff(db, company.id, { name: 'Bo', displayOrder: 0, serviceIds: [cut.id] });
    const cilla = await makeStaff(db, company.id, { name: 'Cilla', displayOrder: 2 });
    await makeStaff(db, company.id, { name: 'Dora', active: false, displayOrder: 3, serviceIds: [cut.id] });
    // Another company's member never shows here.
    const other = await createCompany(db);
    await makeStaff(db, other.id, { name: 'Erik' });

    const res = await guest().get<CompanyPage>(`/api/companies/${company.slug}`);
    expect(res.status).toBe(200);
    expect(res.json.company.staff).toEqual([
      {
        id: bo.id,
        name: 'Bo',
        title: null,
        photoUrl: null,
        photo: null,
        presentation: null,
        serviceIds: [cut.id],
      },
      {
        id: anna.id,
        name: 'Anna',
        title: 'Frisör',
        // A URL not of the image store: shown as it is, without variants.
        photoUrl: '/uploads/anna.webp',
        photo: null,
        presentation: 'Färg är min specialitet.',
        serviceIds: [colour.id, cut.id],
      },
      {
        id: cilla.id,
        name: 'Cilla',
        title: null,
        photoUrl: null,
        photo: null,
        presentation: null,
        serviceIds: [],
      },
    ]);
  });

  it('answers an empty list once every member is inactive', async () => {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const service = await createService(db, company.id);
    await makeStaff(db, company.id, { name: 'Vilande', active: false, serviceIds: [service.id] });
    const res = await guest().get<CompanyPage>(`/api/companies/${company.slug}`);
    expect(res.json.company.staff).toEqual([]);
  });
});
