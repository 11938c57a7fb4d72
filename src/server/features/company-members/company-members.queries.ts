import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyInvitations, companyMembers, staff, user } from '../../db/schema';

/**
 * The company's members with name and e-mail and, for staff accounts, their staff member's name; owners first, then
 * admins, then staff, each by when they joined.
 */
export async function listMembers(db: Database, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      name: user.name,
      email: user.email,
      role: companyMembers.role,
      staffName: staff.name,
      createdAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .leftJoin(staff, eq(staff.id, companyMembers.staffId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.role), asc(companyMembers.createdAt));
}

/** What an invitation answers with: `{ id, email, role, staffName, expiresAt, createdAt }`. */
const invitationColumns = {
  id: companyInvitations.id,
  email: companyInvitations.email,
  role: companyInvitations.role,
  staffName: staff.name,
  expiresAt: companyInvitations.expiresAt,
  createdAt: companyInvitations.createdAt,
};

/** The company's invitations (pending and expired), oldest first. */
export async function listInvitations(db: Database, companyId: string) {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(staff, eq(staff.id, companyInvitations.staffId))
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(asc(companyInvitations.createdAt));
}

/** Whether a user with this e-mail (lower-case) is a member of the company. */
export async function isMemberByEmail(db: Database, companyId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(user.email, email)))
    .limit(1);
  return row !== undefined;
}

/** The company's invitation of `email` (lower-case), if any: `{ id, email, role, staffName, expiresAt, createdAt }`. */
export async function findInvitationByEmail(db: Database, companyId: string, email: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(staff, eq(staff.id, companyInvitations.staffId))
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email)))
    .limit(1);
  return row;
}

/** Stores an invitation, replacing an earlier one of the same company and address (its old link stops working). */
export async function replaceInvitation(tx: Database, values: typeof companyInvitations.$inferInsert) {
  await tx
    .delete(companyInvitations)
    .where(
      and(eq(companyInvitations.companyId, values.companyId), eq(companyInvitations.email, values.email)),
    );
  const [row] = await tx.insert(companyInvitations).values(values).returning({
    id: companyInvitations.id,
    email: companyInvitations.email,
    role: companyInvitations.role,
    expiresAt: companyInvitations.expiresAt,
    createdAt: companyInvitations.createdAt,
  });
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Deletes the company's invitation `id`; returns whether there was one. */
export async function deleteInvitation(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id)))
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

/** The invitation with this token hash and its company, locked for this transaction (`FOR UPDATE`), or undefined. */
export async function lockInvitationByTokenHash(tx: Database, tokenHash: string) {
  const [row] = await tx
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      role: companyInvitations.role,
      staffId: companyInvitations.staffId,
      expiresAt: companyInvitations.expiresAt,
      company: { id: companies.id, name: companies.name, slug: companies.slug },
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .for('update', { of: companyInvitations })
    .limit(1);
  return row;
}

/** The company the user is a member of, if any. */
export async function membershipOf(db: Database, userId: string) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row;
}

/** Adds a member (a staff account with its staff member). */
export async function insertMember(tx: Database, values: typeof companyMembers.$inferInsert) {
  await tx.insert(companyMembers).values(values);
}

/** The company's members, locked for this transaction (`FOR UPDATE`): who may be removed is decided on them. */
export async function lockMembers(tx: Database, companyId: string) {
  return tx
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .for('update');
}

/** Removes a member. */
export async function deleteMember(tx: Database, companyId: string, userId: string) {
  await tx
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

/**
 * The company's staff member `staffId` (`{ id, name, active, accountUserId }`) and whether an account already is them, or
 * undefined for an unknown id or another company's member.
 */
export async function findStaffForAccount(db: Database, companyId: string, staffId: string) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, active: staff.active, accountUserId: companyMembers.userId })
    .from(staff)
    .leftJoin(companyMembers, eq(companyMembers.staffId, staff.id))
    .where(and(eq(staff.companyId, companyId), eq(staff.id, staffId)))
    .limit(1);
  return row;
}
