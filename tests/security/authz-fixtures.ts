import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  blockedSlots,
  calendarFeeds,
  companies,
  companyEmailChanges,
  companyInvitations,
  companyMembers,
  companyPhotos,
  feedback,
  scheduleExceptions,
  services,
} from '../../src/server/db/schema';
import { storeImage } from '../../src/server/images';
import { hashEmailCode } from '../../src/server/features/admin-settings/company-email-change.service';
import { hashFeedToken } from '../../src/server/features/calendar-feeds/calendar-feeds.service';
import {
  createVerificationToken,
  hashToken,
} from '../../src/server/features/bookings/lifecycle/verification-tokens';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import {
  TEST_PASSWORD,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  createVerifiedUser,
  makeAdmin,
  makeStaff,
  makeStaffAccount,
  makeStaffAbsence,
  stockholmDate,
} from '../factories';
import type { TestContext } from '../test-db';

/**
 * The roles of the authorization matrix: adminX and adminY are the owners of companies X and Y,
 * memberX an admin X's owner invited, staffX a staff account of X ('Personal', docs/decisions/035) of the staff
 * member `world.staffMemberX`.
 */
export const ROLES = [
  'guest',
  'customerA',
  'customerB',
  'adminX',
  'memberX',
  'staffX',
  'adminY',
  'operator',
] as const;
export type Role = (typeof ROLES)[number];

export interface CompanyRef {
  id: string;
  slug: string;
  email: string;
}

/**
 * What lives once per database: companies X and Y with their admins, customers A and B, the platform operator
 * (drift@tidvis.se, the default PLATFORM_ADMIN_EMAILS), a signed-in session cookie per role ('' for the guest),
 * A's customer record at X, the service customers book at X, and a PNG for the logo upload.
 */
export interface World {
  ctx: TestContext;
  companyX: CompanyRef;
  companyY: CompanyRef;
  emailA: string;
  emailB: string;
  customerB: string;
  customerAtX: string;
  bookableService: string;
  /**
   * The staff member of X that staffX's account is: inactive (as the fixture's `staff`), so X stays a company
   * without active staff; an inactive member's bookings stay theirs (docs/decisions/012) and so does the account.
   */
  staffMemberX: string;
  cookies: Record<Role, string>;
  logo: Buffer;
}

/** Resources of company X made fresh for each route, so one route's allowed calls never affect the next. */
export interface Fixture {
  world: World;
  /** An active service of X without bookings (edit, toggle, delete, order). */
  spareService: string;
  /** Customer A's future booked booking at X (`YYYY-MM-DD`); its e-mailed cancel-link token. */
  bookingA: { id: string; date: string; cancelToken: string };
  /** The one-time token of bookingA's "Bekräfta att du kommer" link. */
  verifyToken: string;
  /** Customer A's completed booking at X (feedback). */
  completedA: string;
  /** A public review of another completed visit of customer A at X: answered by X, hidden by the operator. */
  reviewA: string;
  /** A public review of a fourth completed visit of customer A at X that X has answered (the answer changed). */
  answeredReviewA: string;
  /** A public review of a third completed visit of customer A at X that the operator hid (shown again). */
  hiddenReviewA: string;
  /** A future no-show booking of a guest at X (restore). */
  noShow: string;
  /** A booked booking of `customer` at X that started yesterday (no-show is only for started bookings). */
  started: string;
  /** A guest customer record of X. */
  customer: { id: string; email: string };
  /** Another guest customer record of X, with a booking: the duplicate merged into `customer`. */
  duplicateCustomer: string;
  /** A blocked period of X. */
  block: string;
  /** A company waiting for approval, and an active one to suspend (neither X nor Y). */
  pendingCompany: string;
  activeCompany: string;
  /** A user who is an admin of X (not signed in): the one the owner removes. */
  spareAdmin: string;
  /**
   * An inactive staff member of X with a photo and no bookings: inactive, so X stays a company without
   * active staff and its bookings and free slots stay as every other route expects them. `absence`: a future
   * absence of theirs. `staffY`: a staff member of Y, for Y's admin naming X's absence through Y's own member.
   */
  staff: { id: string; absence: string };
  staffY: string;
  /** A stored image variant's file name (`<hash>.webp`, for `GET /images/:file`), referred to by nothing. */
  image: string;
  /**
   * X's only gallery photo (earlier fixtures' photos are deleted, so X stays under the limit of 12): at position 1,
   * not the cover, so reordering and choosing the cover change it.
   */
  photo: string;
  /** A schedule exception of X: its inactive member away on bookingA's day. */
  exception: string;
  /**
   * staffX's own: a booked booking of their staff member that started yesterday (no-show), a no-show one (restore),
   * and its customer, a guest record of X with no other bookings.
   */
  staffOwn: { started: string; noShow: string; customer: string };
  /** A pending invitation of X, to revoke. */
  invitation: string;
  /** The link token of X's invitation of customer B. */
  invitationToken: string;
  /** The secret token of the calendar feed of X's inactive member, for `GET /calendar/<token>.ics`. */
  calendarFeedToken: string;
  /** The code of the pending contact e-mail change of X and of Y. */
  emailCode: string;
  /** The company the role administers (Y for admin Y, X otherwise): scoped writes act on the caller's own. */
  own: (role: Role) => CompanyRef;
  /** A bookable `{ date, startTime }` at X nobody uses yet. */
  freeSlot: () => { date: string; startTime: string };
  /** Strings only company X's admin (and, for her own, customer A) may ever receive. */
  privateToX: string[];
}

let dayCounter = 0;
/** One slot per Stockholm day from the day after tomorrow on, so no customer ever reaches the 5-a-day limit. */
function nextFreeSlot() {
  dayCounter += 1;
  return { date: stockholmDate(1 + dayCounter), startTime: '10:00' };
}

const ref = (row: typeof companies.$inferSelect): CompanyRef => ({
  id: row.id,
  slug: row.slug,
  email: row.email,
});

/** Signs a user in through better-auth and returns the Cookie header of the session. */
async function signIn(ctx: TestContext, email: string): Promise<string> {
  const res = await ctx.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Creates the world of one database. */
export async function createWorld(ctx: TestContext): Promise<World> {
  const { db } = ctx.deps;
  // A fresh database: its days start over, so a second database kind in the same run stays within the horizon.
  dayCounter = 0;
  const tag = randomUUID().slice(0, 8);
  const emails = {
    customerA: `kund-a-${tag}@example.se`,
    customerB: `kund-b-${tag}@example.se`,
    adminX: `admin-x-${tag}@example.se`,
    memberX: `member-x-${tag}@example.se`,
    staffX: `staff-x-${tag}@example.se`,
    adminY: `admin-y-${tag}@example.se`,
    operator: 'drift@tidvis.se',
  };
  // Admin rights come from the stored membership only (docs/decisions/009), never from the company's e-mail.
  // freeSlot hands out a new day on every call, which may reach beyond the default 3-month booking horizon.
  const companyX = await createCompany(db, { bookingHorizonMonths: 12 });
  const companyY = await createCompany(db, { bookingHorizonMonths: 12 });
  const userIds: Partial<Record<Role, string>> = {};
  const cookies = { guest: '' } as World['cookies'];
  for (const role of [
    'customerA',
    'customerB',
    'adminX',
    'memberX',
    'staffX',
    'adminY',
    'operator',
  ] as const) {
    userIds[role] = (await createVerifiedUser(db, emails[role])).id;
    cookies[role] = await signIn(ctx, emails[role]);
  }
  await makeAdmin(db, userIds.adminX!, companyX.id, 'owner');
  await makeAdmin(db, userIds.memberX!, companyX.id, 'admin');
  await makeAdmin(db, userIds.adminY!, companyY.id, 'owner');
  const staffMemberX = await makeStaff(db, companyX.id, {
    name: 'Personal X',
    active: false,
    displayOrder: 2,
  });
  await makeStaffAccount(db, userIds.staffX!, companyX.id, staffMemberX.id);
  const customerAtX = await createCustomer(db, companyX.id, {
    userId: userIds.customerA,
    email: emails.customerA,
    name: 'Kund A',
  });
  const logo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  return {
    ctx,
    companyX: ref(companyX),
    companyY: ref(companyY),
    emailA: emails.customerA,
    emailB: emails.customerB,
    customerB: userIds.customerB!,
    customerAtX: customerAtX.id,
    bookableService: (await createService(db, companyX.id, { name: 'Bokningsbar' })).id,
    staffMemberX: staffMemberX.id,
    cookies,
    logo,
  };
}

/** Creates the fresh resources of X for one route. */
export async function createFixture(world: World): Promise<Fixture> {
  const { db } = world.ctx.deps;
  const x = world.companyX.id;
  const [service] = await db.select().from(services).where(eq(services.id, world.bookableService));
  if (!service) throw new Error('bookable service missing');
  const spareService = await createService(db, x, { name: 'Extra' });
  const bookingA = await createBookingRow(db, service, {
    ...nextFreeSlot(),
    customerId: world.customerAtX,
    customerName: 'Kund A',
  });
  const completedA = await createBookingRow(db, service, {
    date: stockholmDate(-2 - dayCounter),
    startTime: '10:00',
    customerId: world.customerAtX,
    status: 'completed',
  });
  const reviewed = await createBookingRow(db, service, {
    date: stockholmDate(-2 - dayCounter),
    startTime: '12:00',
    customerId: world.customerAtX,
    status: 'completed',
  });
  const [review] = await db
    .insert(feedback)
    .values({ bookingId: reviewed.id, companyId: x, rating: 4, comment: 'Fint', isPublic: true })
    .returning();
  const hiddenReviewed = await createBookingRow(db, service, {
    date: stockholmDate(-2 - dayCounter),
    startTime: '14:00',
    customerId: world.customerAtX,
    status: 'completed',
  });
  const [hiddenReview] = await db
    .insert(feedback)
    .values({
      bookingId: hiddenReviewed.id,
      companyId: x,
      rating: 1,
      comment: 'Dolt',
      isPublic: true,
      hiddenAt: new Date(),
    })
    .returning();
  const answeredReviewed = await createBookingRow(db, service, {
    date: stockholmDate(-2 - dayCounter),
    startTime: '16:00',
    customerId: world.customerAtX,
    status: 'completed',
  });
  const [answeredReview] = await db
    .insert(feedback)
    .values({
      bookingId: answeredReviewed.id,
      companyId: x,
      rating: 5,
      comment: 'Toppen',
      isPublic: true,
      answer: 'Tack!',
      answeredAt: new Date(),
    })
    .returning();
  const customer = await createCustomer(db, x);
  const noShow = await createBookingRow(db, service, {
    ...nextFreeSlot(),
    customerId: customer.id,
    status: 'no_show',
  });
  const started = await createBookingRow(db, service, {
    date: stockholmDate(-1 - dayCounter),
    startTime: '10:00',
    customerId: customer.id,
  });
  const staffCustomer = await createCustomer(db, x, { name: 'Personalens Kund' });
  const staffStarted = await createBookingRow(db, service, {
    date: stockholmDate(-1 - dayCounter),
    startTime: '13:00',
    customerId: staffCustomer.id,
    staffId: world.staffMemberX,
  });
  const staffNoShow = await createBookingRow(db, service, {
    ...nextFreeSlot(),
    startTime: '13:00',
    customerId: staffCustomer.id,
    staffId: world.staffMemberX,
    status: 'no_show',
  });
  const duplicateCustomer = await createCustomer(db, x, { name: 'Dubblett Kund' });
  await createBookingRow(db, service, {
    ...nextFreeSlot(),
    customerId: duplicateCustomer.id,
    status: 'cancelled',
  });
  const blockDay = nextFreeSlot().date;
  const [block] = await db
    .insert(blockedSlots)
    .values({
      companyId: x,
      startTime: zonedWallClockToInstant(blockDay, '10:00'),
      endTime: zonedWallClockToInstant(blockDay, '12:00'),
      reason: 'Stängt',
    })
    .returning();
  const verifyToken = await createVerificationToken(db, bookingA, new Date());
  const pendingCompany = await createCompany(db, { status: 'pending' });
  const activeCompany = await createCompany(db);
  const spareAdmin = await createVerifiedUser(db);
  await makeAdmin(db, spareAdmin.id, x, 'admin');
  const staffX = await makeStaff(db, x, {
    name: 'Frisör X',
    active: false,
    displayOrder: 1,
    photoUrl: '/uploads/logos/frisor-x.webp',
    serviceIds: [spareService.id],
  });
  // On bookingA's day: the member is inactive, and a day of its own would bring later rows nearer the horizon.
  const absence = await makeStaffAbsence(db, staffX, bookingA.startDate, '08:00', '09:00');
  const staffY = await makeStaff(db, world.companyY.id, { name: 'Frisör Y', active: false });
  const imageUrl = await storeImage(
    world.ctx.deps.images,
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#81b29a' } })
      .png()
      .toBuffer(),
    'square',
  );
  await db.delete(companyPhotos).where(eq(companyPhotos.companyId, x));
  const [photo] = await db
    .insert(companyPhotos)
    .values({ companyId: x, imageUrl: imageUrl, alt: 'Salongen', position: 1 })
    .returning();
  const [exception] = await db
    .insert(scheduleExceptions)
    .values({
      companyId: x,
      staffId: staffX.id,
      startDate: bookingA.startDate,
      endDate: bookingA.startDate,
      kind: 'closed',
    })
    .returning();
  const inviteExpiry = new Date(Date.now() + 86_400_000);
  const [invitation] = await db
    .insert(companyInvitations)
    .values({
      companyId: x,
      email: uniqueEmail('inbjuden'),
      tokenHash: hashToken(randomUUID()),
      expiresAt: inviteExpiry,
    })
    .returning();
  const invitationToken = randomBytes(32).toString('base64url');
  await db.delete(companyInvitations).where(eq(companyInvitations.email, world.emailB.toLowerCase()));
  await db.insert(companyInvitations).values({
    companyId: x,
    email: world.emailB.toLowerCase(),
    tokenHash: hashToken(invitationToken),
    expiresAt: inviteExpiry,
  });
  const calendarFeedToken = randomBytes(32).toString('base64url');
  await db.insert(calendarFeeds).values({
    companyId: x,
    staffId: staffX.id,
    tokenHash: hashFeedToken(calendarFeedToken),
  });
  const emailCode = '123456';
  for (const company of [world.companyX, world.companyY]) {
    const newEmail = uniqueEmail('ny-adress');
    const codeHash = hashEmailCode(world.ctx.deps.env.BETTER_AUTH_SECRET, company.id, newEmail, emailCode);
    const values = { companyId: company.id, newEmail, codeHash, attempts: 0, expiresAt: inviteExpiry };
    await db
      .insert(companyEmailChanges)
      .values(values)
      .onConflictDoUpdate({ target: companyEmailChanges.companyId, set: values });
  }
  return {
    world,
    spareService: spareService.id,
    bookingA: { id: bookingA.id, date: bookingA.startDate, cancelToken: bookingA.cancelToken },
    verifyToken,
    completedA: completedA.id,
    reviewA: review!.id,
    hiddenReviewA: hiddenReview!.id,
    answeredReviewA: answeredReview!.id,
    noShow: noShow.id,
    started: started.id,
    customer: { id: customer.id, email: customer.email },
    duplicateCustomer: duplicateCustomer.id,
    block: block!.id,
    pendingCompany: pendingCompany.id,
    activeCompany: activeCompany.id,
    spareAdmin: spareAdmin.id,
    staff: { id: staffX.id, absence: absence.id },
    staffY: staffY.id,
    image: imageUrl.slice('/images/'.length),
    photo: photo!.id,
    exception: exception!.id,
    staffOwn: { started: staffStarted.id, noShow: staffNoShow.id, customer: staffCustomer.id },
    invitation: invitation!.id,
    invitationToken,
    calendarFeedToken,
    emailCode,
    own: (role) => (role === 'adminY' ? world.companyY : world.companyX),
    freeSlot: nextFreeSlot,
    privateToX: [
      bookingA.id,
      bookingA.cancelToken,
      completedA.id,
      noShow.id,
      started.id,
      customer.id,
      customer.email,
      duplicateCustomer.id,
      duplicateCustomer.email,
      block!.id,
      staffX.id,
      absence.id,
      exception!.id,
      world.emailA,
    ],
  };
}

/**
 * Puts back what an allowed call of a membership route changed that other routes rely on: customer B is no member
 * of X, and companies X and Y have their world e-mails again.
 */
export async function restoreMemberships(f: Fixture): Promise<void> {
  const { db } = f.world.ctx.deps;
  await db.delete(companyMembers).where(eq(companyMembers.userId, f.world.customerB));
  for (const company of [f.world.companyX, f.world.companyY])
    await db.update(companies).set({ email: company.email }).where(eq(companies.id, company.id));
}

/** A uniquely addressed e-mail for bodies that register or contact. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.se`;
