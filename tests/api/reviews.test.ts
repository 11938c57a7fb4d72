import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { favourites, feedback, user } from '../../src/server/db/schema';
import { completeDueBookings } from '../../src/server/jobs/completions';
import { formatInstantMonthYearSv, zonedWallClockToInstant } from '../../src/shared/dates';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import type { CompanyCard, CompanySearchResult, PublicCompany } from '../../src/shared/schemas/company';
import type { DataExport } from '../../src/shared/schemas/privacy';
import {
  REVIEW_ERRORS,
  type AdminReview,
  type Favourite,
  type PlatformReview,
  type PublicReview,
  type ReviewPage,
} from '../../src/shared/schemas/reviews';
import { createCompany, createService, signedInAdmin, signedInClient, stockholmDate } from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** `GET /api/admin/reviews`: the company's reviews. */
interface AdminReviews {
  reviews: AdminReview[];
}

/** The favourites routes under `/api/me/favourites`: the customer's saved companies. */
interface FavouritesBody {
  favourites: Favourite[];
}

/*
 * Reviews (a completed visit's feedback made public), the company's one answer, the operator's
 * hiding, ratings on search cards and the company page, and favourites. Every booking is made through the API and
 * completes by the app's clock and completion job.
 */

const OPERATOR = 'drift@tidvis.se';
const at = (date: string, time: string) => zonedWallClockToInstant(date, time);

describe.each(databaseKinds())('reviews and favourites on %s', (kind) => {
  let ctx: ClockedTestContext;
  let operator: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { PLATFORM_ADMIN_EMAILS: OPERATOR });
    operator = (await signedInClient(ctx, OPERATOR)).client;
  });
  afterEach(() => ctx.setNow(new Date()));
  afterAll(() => ctx.close());

  let dayOffset = 1;
  /**
   * A company (unique name), its admin, and `count` customers who each booked a visit there (through the API) that
   * has completed: `{ client, bookingId }` per customer. The clock is left after the visits.
   */
  async function companyWithVisits(count: number, names: string[] = []) {
    const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email: adminEmail, description: 'Vi klipper.' });
    const service = await createService(ctx.deps.db, company.id);
    const admin = (await signedInAdmin(ctx, company.id, adminEmail)).client;
    dayOffset += 1;
    const d = stockholmDate(dayOffset);
    const visits: { client: TestClient; bookingId: string; userId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const { client, user: u } = await signedInClient(ctx);
      if (names[i]) {
        const [first, last] = names[i]!.split(' ');
        await ctx.deps.db
          .update(user)
          .set({ name: names[i]!, firstName: first, lastName: last })
          .where(eq(user.id, u.id));
      }
      const made = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date: d,
        startTime: `${String(9 + i).padStart(2, '0')}:00`,
      });
      expect(made.status, made.text).toBe(201);
      visits.push({ client, bookingId: made.json.booking.id as string, userId: u.id });
    }
    ctx.setNow(at(d, '23:00'));
    await completeDueBookings(ctx.deps, ctx.deps.clock());
    return { company, service, admin, visits, date: d };
  }

  const companyPage = async (slug: string) =>
    (await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${slug}`)).json
      .company as PublicCompany;
  const card = async (name: string) =>
    (
      (await new TestClient(ctx).get<CompanySearchResult>(`/api/companies?q=${encodeURIComponent(name)}`))
        .json.companies as CompanyCard[]
    )[0];

  it('a review needs the own completed visit, once, rating 1–5; only public ones are shown', async () => {
    const s = await companyWithVisits(2, ['Anna Svensson', 'Bo Ek']);
    const [anna, bo] = s.visits;
    const url = (id: string) => `/api/bookings/${id}/feedback`;

    // Someone else's booking: 404, nothing revealed.
    expect((await bo!.client.post(url(anna!.bookingId), { rating: 5, isPublic: true })).status).toBe(404);
    // Bad ratings and consent: 400.
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: 4, isPublic: 'ja' }]) {
      expect((await anna!.client.post(url(anna!.bookingId), body)).status, JSON.stringify(body)).toBe(400);
    }
    const ok = await anna!.client.post(url(anna!.bookingId), {
      rating: 5,
      comment: 'Jättebra!',
      isPublic: true,
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toEqual({ feedback: { rating: 5, comment: 'Jättebra!', isPublic: true } });
    const twice = await anna!.client.post<ApiError>(url(anna!.bookingId), { rating: 1, isPublic: true });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('feedback_exists');
    // Private feedback (no consent) counts nowhere.
    expect((await bo!.client.post(url(bo!.bookingId), { rating: 1, comment: 'Privat' })).status).toBe(201);

    const page = await companyPage(s.company.slug);
    expect(page.description).toBe('Vi klipper.');
    expect(page.weeklySchedule?.monday.enabled).toBe(true);
    expect(page.rating).toEqual({ average: 5, count: 1 });
    const [review] = page.reviews.reviews;
    expect(page.reviews.reviews).toHaveLength(1);
    expect(review).toEqual<PublicReview>({
      id: review!.id,
      author: 'Anna S.',
      month: formatInstantMonthYearSv(ctx.deps.clock()),
      rating: 5,
      comment: 'Jättebra!',
      answer: null,
    });
    expect(page.reviews.nextBefore).toBeNull();
    expect((await card(s.company.name))!.rating).toEqual({ average: 5, count: 1 });
    const listed = await new TestClient(ctx).get<ReviewPage>(`/api/companies/${s.company.slug}/reviews`);
    expect(listed.json.reviews).toEqual([review]);
  });

  it('a visit not yet completed: 409', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const { client } = await signedInClient(ctx);
    const made = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date: stockholmDate(3),
      startTime: '10:00',
    });
    const res = await client.post<ApiError>(`/api/bookings/${made.json.booking.id}/feedback`, {
      rating: 5,
      isPublic: true,
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('not_completed');
  });

  it('average with hidden reviews left out everywhere; company answers once; operator hides once', async () => {
    const s = await companyWithVisits(3);
    const ratings = [5, 4, 1];
    for (const [i, v] of s.visits.entries()) {
      const res = await v.client.post(`/api/bookings/${v.bookingId}/feedback`, {
        rating: ratings[i],
        comment: `Omdöme ${i}`,
        isPublic: true,
      });
      expect(res.status).toBe(201);
    }
    expect((await companyPage(s.company.slug)).rating).toEqual({ average: 3.33, count: 3 });

    const adminList = (await s.admin.get<AdminReviews>('/api/admin/reviews')).json.reviews as AdminReview[];
    expect(adminList.map((r) => r.rating)).toEqual([1, 4, 5]);
    const low = adminList[0]!;

    // Answer: 400 empty, once, then 409; another company's admin 404.
    expect((await s.admin.post(`/api/admin/reviews/${low.id}/answer`, { answer: '   ' })).status).toBe(400);
    const other = await companyWithVisits(0);
    const foreign = await other.admin.post(`/api/admin/reviews/${low.id}/answer`, { answer: 'Hej' });
    expect(foreign.status).toBe(404);
    const answered = await s.admin.post<{ review: AdminReview }>(`/api/admin/reviews/${low.id}/answer`, {
      answer: ' Förlåt, välkommen åter! ',
    });
    expect(answered.status).toBe(200);
    expect(answered.json.review).toMatchObject({ answer: 'Förlåt, välkommen åter!', hidden: false });
    const again = await s.admin.post<ApiError>(`/api/admin/reviews/${low.id}/answer`, { answer: 'Igen' });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'already_answered', message: REVIEW_ERRORS.alreadyAnswered });
    const shownAnswer = (await companyPage(s.company.slug)).reviews.reviews.find((r) => r.id === low.id);
    expect(shownAnswer?.answer).toBe('Förlåt, välkommen åter!');

    // Hide: admins cannot, the operator can, once.
    expect((await s.admin.post(`/api/platform/reviews/${low.id}/hide`)).status).toBe(403);
    const platformList = (await operator.get<{ reviews: PlatformReview[] }>('/api/platform/reviews')).json
      .reviews as { id: string }[];
    expect(platformList.some((r) => r.id === low.id)).toBe(true);
    expect((await operator.post(`/api/platform/reviews/${low.id}/hide`)).status).toBe(200);
    const hideAgain = await operator.post<ApiError>(`/api/platform/reviews/${low.id}/hide`);
    expect(hideAgain.status).toBe(409);
    expect(hideAgain.json.error.code).toBe('already_hidden');
    expect((await operator.post(`/api/platform/reviews/${randomUUID()}/hide`)).status).toBe(404);

    const page = await companyPage(s.company.slug);
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    expect(page.reviews.reviews.map((r) => r.rating)).toEqual([4, 5]);
    expect((await card(s.company.name))!.rating).toEqual({ average: 4.5, count: 2 });
    const hiddenInAdmin = (
      (await s.admin.get<AdminReviews>('/api/admin/reviews')).json.reviews as AdminReview[]
    ).find((r) => r.id === low.id);
    expect(hiddenInAdmin?.hidden).toBe(true);
  });

  it('the operator shows a hidden review again: it counts again on the company page and the search card', async () => {
    const s = await companyWithVisits(2);
    for (const [i, v] of s.visits.entries()) {
      const res = await v.client.post(`/api/bookings/${v.bookingId}/feedback`, {
        rating: [5, 2][i],
        comment: `Omdöme ${i}`,
        isPublic: true,
      });
      expect(res.status).toBe(201);
    }
    const low = ((await s.admin.get<AdminReviews>('/api/admin/reviews')).json.reviews as AdminReview[]).find(
      (r) => r.rating === 2,
    )!;
    const url = (id: string) => `/api/platform/reviews/${id}/show`;

    // Not hidden yet: 409 with the Swedish message; unknown 404; malformed 400; others than the operator 403/401.
    const notHidden = await operator.post<ApiError>(url(low.id));
    expect(notHidden.status).toBe(409);
    expect(notHidden.json.error).toEqual({ code: 'not_hidden', message: REVIEW_ERRORS.notHidden });
    const unknown = await operator.post<ApiError>(url(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    expect((await operator.post(url('inte-ett-id'))).status).toBe(400);
    expect((await s.admin.post(url(low.id))).status).toBe(403);
    expect((await new TestClient(ctx).post(url(low.id))).status).toBe(401);

    // Hidden: it counts nowhere (the card is read, so the search cache holds the hidden figures).
    expect((await operator.post(`/api/platform/reviews/${low.id}/hide`)).status).toBe(200);
    expect((await companyPage(s.company.slug)).rating).toEqual({ average: 5, count: 1 });
    expect((await card(s.company.name))!.rating).toEqual({ average: 5, count: 1 });

    // Shown again: back in the average, the count, the list and on the card; a second show is 409.
    const shown = await operator.post<{ review: AdminReview }>(url(low.id));
    expect(shown.status).toBe(200);
    expect(shown.json.review).toMatchObject({ id: low.id, hidden: false, rating: 2 });
    const again = await operator.post<ApiError>(url(low.id));
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('not_hidden');
    const page = await companyPage(s.company.slug);
    expect(page.rating).toEqual({ average: 3.5, count: 2 });
    expect(page.reviews.reviews.map((r) => r.id)).toContain(low.id);
    expect((await card(s.company.name))!.rating).toEqual({ average: 3.5, count: 2 });
    const inAdmin = (
      (await s.admin.get<AdminReviews>('/api/admin/reviews')).json.reviews as AdminReview[]
    ).find((r) => r.id === low.id);
    expect(inAdmin?.hidden).toBe(false);
    const [row] = await ctx.deps.db.select().from(feedback).where(eq(feedback.id, low.id));
    expect(row).toMatchObject({ hiddenAt: null, hiddenBy: null });

    // A private feedback is not the operator's to show: 404.
    const other = await companyWithVisits(1);
    const v = other.visits[0]!;
    expect((await v.client.post(`/api/bookings/${v.bookingId}/feedback`, { rating: 3 })).status).toBe(201);
    const [privateRow] = await ctx.deps.db.select().from(feedback).where(eq(feedback.bookingId, v.bookingId));
    expect((await operator.post(url(privateRow!.id))).status).toBe(404);
  });

  it('pages through reviews newest first with a cursor', async () => {
    const s = await companyWithVisits(7);
    for (const [i, v] of s.visits.entries()) {
      ctx.advance(1);
      await v.client.post(`/api/bookings/${v.bookingId}/feedback`, { rating: 1 + (i % 5), isPublic: true });
    }
    const first = (await companyPage(s.company.slug)).reviews;
    expect(first.reviews).toHaveLength(5);
    expect(first.nextBefore).not.toBeNull();
    const next = await new TestClient(ctx).get<ReviewPage>(
      `/api/companies/${s.company.slug}/reviews?before=${encodeURIComponent(first.nextBefore!)}`,
    );
    expect(next.status).toBe(200);
    expect(next.json.reviews).toHaveLength(2);
    expect(next.json.nextBefore).toBeNull();
    const all = [...first.reviews, ...(next.json.reviews as PublicReview[])].map((r) => r.rating);
    expect(all).toEqual([2, 1, 5, 4, 3, 2, 1]);
    expect((await new TestClient(ctx).get(`/api/companies/${s.company.slug}/reviews?before=x`)).status).toBe(
      400,
    );
  });

  it('an erased customer keeps the stars, loses name, comment and the answer', async () => {
    const s = await companyWithVisits(1, ['Cecilia Berg']);
    const v = s.visits[0]!;
    await v.client.post(`/api/bookings/${v.bookingId}/feedback`, {
      rating: 4,
      comment: 'Cecilia tyckte om det',
      isPublic: true,
    });
    const id = ((await s.admin.get<AdminReviews>('/api/admin/reviews')).json.reviews as AdminReview[])[0]!.id;
    await s.admin.post(`/api/admin/reviews/${id}/answer`, { answer: 'Tack Cecilia!' });
    const deleted = await v.client.post('/api/me/account/delete', { password: 'Hemligt123' });
    expect(deleted.status, deleted.text).toBe(200);
    const page = await companyPage(s.company.slug);
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.reviews.reviews[0]).toMatchObject({
      author: 'Tidigare kund',
      comment: null,
      answer: null,
      rating: 4,
    });
    const [row] = await ctx.deps.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ comment: null, answer: null, answeredAt: null });
  });

  it('favourites: signed-in only, own list, idempotent, active companies, deleted with the user, exported', async () => {
    const company = await createCompany(ctx.deps.db);
    const pending = await createCompany(ctx.deps.db, { status: 'pending' });
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const guest = new TestClient(ctx);
    expect((await guest.get('/api/me/favourites')).status).toBe(401);
    expect((await guest.put(`/api/me/favourites/${company.id}`)).status).toBe(401);

    expect((await a.client.put(`/api/me/favourites/${pending.id}`)).status).toBe(404);
    expect((await a.client.put(`/api/me/favourites/${randomUUID()}`)).status).toBe(404);
    expect((await a.client.put('/api/me/favourites/inte-ett-id')).status).toBe(400);
    const saved = await a.client.put(`/api/me/favourites/${company.id}`);
    expect(saved.status).toBe(200);
    expect((await a.client.put<FavouritesBody>(`/api/me/favourites/${company.id}`)).json.favourites).toEqual([
      {
        companyId: company.id,
        name: company.name,
        slug: company.slug,
        location: company.location,
        avatarUrl: null,
      },
    ]);
    expect((await b.client.get<FavouritesBody>('/api/me/favourites')).json.favourites).toEqual([]);
    // B removing A's favourite touches only B's (none).
    await b.client.delete(`/api/me/favourites/${company.id}`);
    expect((await a.client.get<FavouritesBody>('/api/me/favourites')).json.favourites).toHaveLength(1);

    const exported = await a.client.get<DataExport>('/api/me/export?format=json');
    expect(exported.status).toBe(200);
    expect(exported.json.favourites.map((f: { slug: string }) => f.slug)).toEqual([company.slug]);
    expect(
      (await a.client.delete<FavouritesBody>(`/api/me/favourites/${company.id}`)).json.favourites,
    ).toEqual([]);
    await a.client.put(`/api/me/favourites/${company.id}`);
    await ctx.deps.db.delete(user).where(eq(user.id, a.user.id));
    expect(await ctx.deps.db.select().from(favourites).where(eq(favourites.userId, a.user.id))).toEqual([]);
  });
});
