import type { PublicStaff } from './staff';
import { z } from '../zod';

/** `GET /api/companies?q=` query: free text, at most 100 characters. */
export const companySearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Sökningen får vara högst 100 tecken').optional().default(''),
});

/** A company as listed in search (customer-side §2 'Sök företag'). */
export interface CompanyCard {
  id: string;
  name: string;
  slug: string;
  location: string | null;
  avatarUrl: string | null;
}

/**
 * A company's public page header (customer-side §2 booking flow, service step). `staff`: its active staff members
 * in display order with the active services each performs (issue 15); `[]` for a company without staff.
 */
export interface PublicCompany extends CompanyCard {
  email: string | null;
  phone: string | null;
  description: string | null;
  socialUrl: string | null;
  staff: PublicStaff[];
  /** Hours before the start until which customers may cancel or move online; 0 = until the start (issue 16 §3). */
  cancellationNoticeHours: number;
  /** Months ahead customers may book. */
  bookingHorizonMonths: number;
}

/** An active service as a customer sees it. Price in kronor, duration in minutes. */
export interface PublicService {
  id: string;
  name: string;
  description: string | null;
  price: number;
  durationMinutes: number;
}

/** The slug format of admin-side §3 (lowercase letters, digits and single hyphens). */
export const slugParamSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ogiltig adress')
    .max(120, 'Ogiltig adress'),
});
