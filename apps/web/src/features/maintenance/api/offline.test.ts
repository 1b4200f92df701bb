import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { withOfflineCopy } from './offline';

const offline = new ApiError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.');
const refused = new ApiError(404, 'EQUIPMENT_NOT_FOUND', 'Equipamento não encontrado.');

describe("the screens' fallback to the phone's copy", () => {
  it("answers the server's data whenever the server answers", async () => {
    expect(
      await withOfflineCopy(
        async () => 'server',
        async () => 'copy',
      ),
    ).toBe('server');
  });

  it('answers the copy only when there is no network at all', async () => {
    expect(
      await withOfflineCopy(
        () => Promise.reject(offline),
        async () => 'copy',
      ),
    ).toBe('copy');
  });

  it("a server's refusal is never hidden behind the copy", async () => {
    await expect(
      withOfflineCopy(
        () => Promise.reject(refused),
        async () => 'copy',
      ),
    ).rejects.toBe(refused);
  });

  it('without a copy, the network error stays (the screen offers a retry)', async () => {
    await expect(
      withOfflineCopy(
        () => Promise.reject(offline),
        async () => null,
      ),
    ).rejects.toBe(offline);
  });
});
