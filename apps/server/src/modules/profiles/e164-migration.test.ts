import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readEmergencyContacts, toE164 } from '@portal/shared';
import { profiles } from '../../db/tables/profiles.js';
import { migrateFrom, migrationsBefore, openEmptyDatabase } from '../../testing/migrations.js';

const before = migrationsBefore('critical_alerts_e164_phones');
afterAll(() => before.remove());

const ids = { user: '11111111-1111-4111-8111-111111111141', profile: '22222222-2222-4222-8222-222222222241' };

/** The contacts as people typed them before issue 41. */
const typed = [
  { name: 'Celular', phone: '(21) 99999-0000', relationship: 'Mãe' },
  { name: 'Fixo', phone: '021 3333-0000', relationship: 'Casa' },
  { name: 'Com DDI', phone: '+55 (11) 9.8765-4321', relationship: 'Pai', email: 'pai@x.com' },
  { name: 'Exterior', phone: '0044 20 7946 0000', relationship: 'Tia' },
  { name: 'Sem DDD', phone: '9999-0000', relationship: 'Vizinho' },
  { name: 'Ramal', phone: '123', relationship: 'Trabalho' },
];

describe('migration 0030 (issue 41), on this run’s database', () => {
  it('normalizes the numbers it can read to E.164 and flags the others, kept as typed; adds empty alerts', async () => {
    const handle = await openEmptyDatabase();
    try {
      await migrateFrom(handle, before.folder);
      await handle.db.execute(
        sql`INSERT INTO users (id, email, password_hash, name, role) VALUES (${ids.user}, 'e164@migracao.com', 'x', 'E164', 'USER')`,
      );
      await handle.db.execute(
        sql`INSERT INTO profiles (id, user_id, kind, name, emergency_contacts, search_text)
            VALUES (${ids.profile}, ${ids.user}, 'PERSON', 'E164', ${JSON.stringify(typed)}::jsonb, 'e164')`,
      );
      await handle.migrate();
      const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, ids.profile));
      expect(row!.criticalAlerts).toEqual([]);
      expect(row!.emergencyContacts).toEqual([
        { name: 'Celular', phone: '+5521999990000', relationship: 'Mãe' },
        { name: 'Fixo', phone: '+552133330000', relationship: 'Casa' },
        { name: 'Com DDI', phone: '+5511987654321', relationship: 'Pai', email: 'pai@x.com' },
        { name: 'Exterior', phone: '+442079460000', relationship: 'Tia' },
        { name: 'Sem DDD', phone: '9999-0000', relationship: 'Vizinho', phoneNeedsReview: true },
        { name: 'Ramal', phone: '123', relationship: 'Trabalho', phoneNeedsReview: true },
      ]);
      // The SQL reads numbers as the app does (shared toE164).
      for (const [i, contact] of typed.entries()) {
        const migrated = row!.emergencyContacts[i]!;
        expect(migrated.phone, contact.phone).toBe(toE164(contact.phone) ?? contact.phone);
      }
      // And the app reads the rows back with whatsapp false and the flag for the owner.
      expect(readEmergencyContacts(row!.emergencyContacts).at(-1)).toEqual({
        name: 'Ramal',
        phone: '123',
        relationship: 'Trabalho',
        whatsapp: false,
        phoneNeedsReview: true,
      });
    } finally {
      await handle.close();
    }
  });
});

const beforePhone = migrationsBefore('profile_phone_e164');
afterAll(() => beforePhone.remove());

describe('migration 0034 (issue 41), on this run’s database', () => {
  it("puts the profile's own phone in E.164 when it can be read, and keeps the others as typed", async () => {
    const handle = await openEmptyDatabase();
    try {
      await migrateFrom(handle, beforePhone.folder);
      await handle.db.execute(
        sql`INSERT INTO users (id, email, password_hash, name, role) VALUES (${ids.user}, 'fone@migracao.com', 'x', 'Fone', 'USER')`,
      );
      const phones = ['(21) 99999-0000', '0044 20 7946 0000', '9999-0000', null];
      for (const [i, phone] of phones.entries()) {
        await handle.db.execute(
          sql`INSERT INTO profiles (user_id, kind, name, phone, search_text, is_primary)
              VALUES (${ids.user}, 'PERSON', ${`Fone ${i}`}, ${phone}, 'fone', ${i === 0})`,
        );
      }
      await handle.migrate();
      const rows = await handle.db
        .select({ name: profiles.name, phone: profiles.phone })
        .from(profiles)
        .orderBy(profiles.name);
      expect(rows.map((row) => row.phone)).toEqual(['+5521999990000', '+442079460000', '9999-0000', null]);
      for (const [i, phone] of phones.entries()) if (phone) expect(rows[i]!.phone, phone).toBe(toE164(phone) ?? phone);
    } finally {
      await handle.close();
    }
  });
});
