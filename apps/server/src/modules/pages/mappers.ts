import {
  readEmergencyContacts,
  readMedicalInfo,
  readSeo,
  readTheme,
  type Page,
  type PageListItem,
  type PageTheme,
} from '@portal/shared';
import type { PageWithProfile } from './repository.js';

/**
 * The API shape of a page (spec section 3 'Public page'), for admins and the owner: nothing withheld. To staff it is
 * a read of the profile's medical info and contacts (the pages service logs it).
 */
export function toPage(row: PageWithProfile, publicUrl: string): Page {
  const { profile } = row;
  const listed = toPageListItem(row, publicUrl);
  return {
    ...listed,
    medicalInfo: readMedicalInfo(profile.medicalInfo),
    isMedicalInfoPublic: profile.isMedicalInfoPublic,
    emergencyContacts: readEmergencyContacts(profile.emergencyContacts),
    isContactsPublic: profile.isContactsPublic,
    isPhotosPublic: profile.isPhotosPublic,
    // The profile's contact e-mail (a contact, logged), else the account's.
    client: { ...listed.client, email: profile.email ?? row.userEmail },
  };
}

/**
 * A page as the pages screen's cards show it (issue 40): the page's own fields, its client's name and kind and the
 * account's e-mail; nothing of the profile's private sections, so the list is no staff read of them.
 */
export function toPageListItem(row: PageWithProfile, publicUrl: string): PageListItem {
  const { page, profile } = row;
  return {
    id: page.id,
    profileId: page.profileId,
    slug: page.slug,
    title: page.title,
    description: page.description,
    isActive: page.isActive,
    theme: readTheme(page.theme),
    seo: readSeo(page.seo),
    analytics: {
      views: page.views,
      uniqueVisitors: page.uniqueVisitors,
      lastAccessed: page.lastAccessedAt?.toISOString() ?? null,
    },
    allowIndexing: page.allowIndexing,
    client: {
      id: profile.id,
      userId: profile.userId,
      name: profile.name,
      email: row.userEmail,
      kind: profile.kind,
      isPrimary: profile.isPrimary,
    },
    publicUrl: `${publicUrl}/p/${page.slug}`,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** A theme from a form merged over the stored one (missing keys keep their value). */
export function mergeTheme(stored: unknown, input: Partial<PageTheme> | undefined): PageTheme {
  const current = readTheme(stored);
  return input ? { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v)) } : current;
}
