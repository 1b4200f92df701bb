import { describe } from 'vitest';
import { LOST_TEXTS, type AdminMessage } from '@portal/shared';
import { AppShell } from '@/app/app-shell';
import { bellFeedTests } from '@/testing/message-feed';

// What reaches the owner of a lost tag: a finder's message, then a scan alert.
const finder: AdminMessage = {
  id: 'f1',
  title: LOST_TEXTS.finderTitle,
  body: 'PET00001: Achei o Thor na praça, estou com ele. Contato: (11) 98888-7777',
  createdAt: '2026-11-24T09:00:00.000Z',
};
const alert: AdminMessage = {
  id: 'a1',
  title: LOST_TEXTS.alertTitle,
  body: 'PET00001 lida agora em São Paulo, BR (Android).',
  createdAt: '2026-11-24T09:30:00.000Z',
};

describe("the owner's messages", () => {
  bellFeedTests({
    role: 'user',
    feed: '/api/me/messages',
    // The real shell on a screen that is not the user's home (no welcome notification in the counts).
    routes: [
      { path: '/user', element: <AppShell role="user" />, children: [{ path: 'tags', element: <h1>Tags</h1> }] },
    ],
    initialEntry: '/user/tags',
    heading: 'Tags',
    first: finder,
    next: alert,
  });
});
