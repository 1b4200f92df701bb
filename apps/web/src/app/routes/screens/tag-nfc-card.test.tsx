import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { FakeNdefReader } from '@/features/nfc/testing/fake-ndef-reader';
import { TagNfcCard } from './tag-nfc-card';

const tag = { id: '00000000-0000-4000-8000-0000000000aa', code: 'PET00001' };
const text = 'Thor\nEmergência: (11) 99876-5432';

beforeEach(() => FakeNdefReader.reset());

describe("the tag screen's 'Gravar na tag'", () => {
  it("writes the tag's /t URL and the server's NDEF text (admin: the admin route), then says it matched", async () => {
    vi.stubGlobal('NDEFReader', FakeNdefReader);
    const { requests } = stubFetch(() => jsonResponse(200, { text, bytes: 40 }));
    signInAs('admin');
    const { user } = renderRoute(<TagNfcCard tag={tag} scope="admin" />);
    await user.click(await screen.findByRole('button', { name: 'Gravar na tag' }));
    expect(await screen.findByText(/leitura é igual ao que foi gravado/)).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([`/api/admin/bracelets/${tag.id}/ndef`]);
    expect(FakeNdefReader.written).toEqual([
      [
        { recordType: 'url', data: `${window.location.origin}/t/PET00001` },
        { recordType: 'text', data: text, lang: 'pt' },
      ],
    ]);
  });

  it('is absent, and asks the server nothing, where the browser has no Web NFC', () => {
    const { requests } = stubFetch(() => jsonResponse(200, { text, bytes: 40 }));
    signInAs('user');
    renderRoute(<TagNfcCard tag={tag} scope="owner" />);
    expect(screen.queryByRole('button', { name: 'Gravar na tag' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
