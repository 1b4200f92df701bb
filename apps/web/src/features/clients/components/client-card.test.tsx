import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { photoSrc } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { clientFixture, clientsList, clientStatsFixture } from '@/testing/fixtures/pages';
import { photoFixture } from '@/testing/fixtures/photos';
import { AdminDashboard } from './admin-dashboard';
import { ClientCard } from './client-card';

const first = photoFixture({ id: 'a1111111-1111-4111-8111-111111111111', isMain: false });
const main = photoFixture({ id: 'b2222222-2222-4222-8222-222222222222', isMain: true });
const privateMain = photoFixture({ id: 'c3333333-3333-4333-8333-333333333333', isMain: true, isPublic: false });

const avatarImage = () => screen.getByTestId('client-card').querySelector('img');

describe("client card's avatar (spec section 2: 'avatar photo or initials')", () => {
  it("shows the main photo's thumbnail (flagged main and public), sized and lazy", () => {
    renderRoute(<ClientCard client={clientFixture({ photos: [first, privateMain, main] })} />);
    const image = avatarImage()!;
    expect(image).toHaveAttribute('src', photoSrc(main, 'thumbnail'));
    expect(image.getAttribute('src')).toContain('size=thumbnail');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('without a photo flagged main and public, the first public one', () => {
    renderRoute(<ClientCard client={clientFixture({ photos: [privateMain, first] })} />);
    expect(avatarImage()).toHaveAttribute('src', photoSrc(first, 'thumbnail'));
  });

  it('falls back to the initials when there is no photo, or when it fails to load', () => {
    const { unmount } = renderRoute(<ClientCard client={clientFixture({ photos: [], mainPhotoUrl: null })} />);
    expect(avatarImage()).toBeNull();
    expect(screen.getByText('MS')).toBeInTheDocument();
    unmount();

    renderRoute(<ClientCard client={clientFixture({ photos: [main] })} />);
    expect(screen.queryByText('MS')).not.toBeInTheDocument();
    fireEvent.error(avatarImage()!);
    expect(avatarImage()).toBeNull();
    expect(screen.getByText('MS')).toBeInTheDocument();
  });

  it("the admin dashboard's cards show the thumbnail too", async () => {
    stubFetch((request) => {
      if (request.path === '/api/admin/clients/stats') return jsonResponse(200, clientStatsFixture());
      if (request.path === '/api/admin/clients')
        return jsonResponse(200, clientsList([clientFixture({ photos: [main] })]));
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    });
    signInAs('admin');
    renderRoute(<AdminDashboard />, { path: '/admin/dashboard' });
    await screen.findByText('Maria Silva');
    expect(avatarImage()).toHaveAttribute('src', photoSrc(main, 'thumbnail'));
  });
});
