import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_ERRORS, type AdminReview, type PublicReview } from '../../src/shared/schemas/reviews';
import type { PublicCompany } from '../../src/shared/schemas/company';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';

type ApiError = z.infer<typeof apiErrorSchema>;
interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/*
 * The salon's side of reviews: it is e-mailed when a customer leaves feedback, and it can change its answer.
 */
describe.each(databaseKinds())('review messages and answers on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function mailsTo(to: string): Promise<DevMail[]> {
    const res = await new TestClient(ctx).get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return (res.json as DevMail[]).reverse();
  }

  /** A company, its admin, and a signed-in customer with `visits` completed visits there. */
  async function salonWithVisits(visits = 1) {
    const email = `salong-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Salong Karin & Co' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Färgning' });
    const { client: admin } = await signedInAdmin(ctx, company.id, email);
    const { client, user } = await signedInClient(ctx);
    const customer = await createCustomer(ctx.deps.db, company.id, { userId: user.id, email: user.email });
    const bookingIds: string[] = [];
    for (let i = 0; i < visits; i++) {
      const row = await createBookingRow(ctx.deps.db, service, {
        date: stockholmDate(-1 - i),
        startTime: '10:00',
        customerId: customer.id,
        customerName: 'Anna Svensson',
        status: 'completed',
      });
      bookingIds.push(row.id);
    }
    return { company, admin, client, bookingIds };
  }

  it('the salon is e-mailed when a customer leaves a review, and when feedback is private', async () => {
    const s = await salonWithVisits(2);
    const res = await s.client.post(`/api/bookings/${s.bookingIds[0]}/feedback`, {
      rating: 4,
      comment: 'Fin färg <3',
      isPublic: true,
    });
    expect(res.status).toBe(201);
    const [notice, ...more] = await mailsTo(s.company.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Nytt omdöme: 4 av 5 – Färgning');
    expect(notice!.text).toContain('Anna Svensson har lämnat ett omdöme som visas på er sida.');
    expect(notice!.text).toContain('Betyg: ★★★★☆ (4 av 5)');
    expect(notice!.text).toContain('Kommentar:\nFin färg <3');
    expect(notice!.text).toContain('/admin/reviews');
    expect(notice!.html).toContain('Fin färg &#60;3');

    const privately = await s.client.post(`/api/bookings/${s.bookingIds[1]}/feedback`, { rating: 2 });
    expect(privately.status).toBe(201);
    const second = (await mailsTo(s.company.email))[1]!;
    expect(second.subject).toBe('Ny feedback: 2 av 5 – Färgning');
    expect(second.text).toContain('Bara till er (visas inte publikt)');
    expect(second.text).not.toContain('/admin/reviews');

    // A refused second feedback on the same visit tells nobody.
    const twice = await s.client.post(`/api/bookings/${s.bookingIds[0]}/feedback`, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(await mailsTo(s.company.email)).toHaveLength(2);
  });

  it('the salon changes its answer; only an answered review of its own, shown, with a valid text', async () => {
    const s = await salonWithVisits(2);
    for (const id of s.bookingIds) {
      expect(
        (await s.client.post(`/api/bookings/${id}/feedback`, { rating: 5, isPublic: true })).status,
      ).toBe(201);
    }
    const { reviews } = (await s.admin.get<{ reviews: AdminReview[] }>('/api/admin/reviews')).json as {
      reviews: AdminReview[];
    };
    const [first, second] = reviews;
    const url = (id: string) => `/api/admin/reviews/${id}/answer`;

    // Nothing to change before it is answered.
    const early = await s.admin.request<ApiError>('PUT', url(first!.id), { answer: 'Tack!' });
    expect(early.status).toBe(409);
    expect(early.json.error).toEqual({ code: 'not_answered', message: REVIEW_ERRORS.notAnswered });

    expect((await s.admin.post(url(first!.id), { answer: 'Tack för besöket, välkommen åter!' })).status).toBe(
      200,
    );
    const edited = await s.admin.request<{ review: AdminReview }>('PUT', url(first!.id), {
      answer: '  Tack för besöket, Anna! Välkommen åter.  ',
    });
    expect(edited.status).toBe(200);
    expect((edited.json.review as AdminReview).answer).toBe('Tack för besöket, Anna! Välkommen åter.');
    const page = (
      await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${s.company.slug}`)
    ).json.company as PublicCompany;
    const shown = page.reviews.reviews.find((r: PublicReview) => r.id === first!.id);
    expect(shown?.answer).toBe('Tack för besöket, Anna! Välkommen åter.');

    // Empty or too long: 400, unchanged.
    for (const answer of ['   ', 'x'.repeat(1001)]) {
      expect((await s.admin.request('PUT', url(first!.id), { answer })).status).toBe(400);
    }
    // Another company's admin: 404, unchanged.
    const other = await salonWithVisits(0);
    expect((await other.admin.request('PUT', url(first!.id), { answer: 'Kapat' })).status).toBe(404);
    const after = (await s.admin.get<{ reviews: AdminReview[] }>('/api/admin/reviews')).json as {
      reviews: AdminReview[];
    };
    expect(after.reviews.find((r) => r.id === first!.id)?.answer).toBe(
      'Tack för besöket, Anna! Välkommen åter.',
    );
    expect(after.reviews.find((r) => r.id === second!.id)?.answer).toBeNull();
  });
});
