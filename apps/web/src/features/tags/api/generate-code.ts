import { generateTagCode } from '@portal/shared';
import { api } from '@/lib/api-client';

/** GET /admin/bracelets/generate-code -> {code}: 8 characters A-Z0-9 that no tag has yet. */
export const generateCode = () => api.get<{ code: string }>('/admin/bracelets/generate-code');

/**
 * The 'Gerar' button: the server's code, or, when that call fails, a random local 8-character A-Z0-9 code
 * (spec section 8: 'Falha ao gerar código automaticamente', with a random local code as fallback).
 */
export async function generateCodeWithFallback(): Promise<{ code: string; local: boolean }> {
  try {
    const { code } = await generateCode();
    return { code, local: false };
  } catch {
    return { code: generateTagCode(), local: true };
  }
}
