import { NFC_TEXTS } from './nfc-texts';
import { SMALLEST_CHIP, TagTooSmallError } from './ndef-message';

/** What the error of a read or a write tells the person holding the tag, in pt-BR. */
export function nfcErrorText(error: unknown, context: { writing: boolean; bytes?: number }): string {
  if (error instanceof TagTooSmallError) return NFC_TEXTS.tooSmall(error.bytes, error.chip.name, error.chip.bytes);
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
      return NFC_TEXTS.permissionDenied;
    case 'NotSupportedError':
      return NFC_TEXTS.unsupported;
    case 'AbortError':
    case 'TimeoutError':
      return NFC_TEXTS.timeout;
    case 'NotReadableError':
      return context.writing ? NFC_TEXTS.readOnly : NFC_TEXTS.unreadable;
    case 'NetworkError':
      // The transfer failed: a message past the smallest chip most likely did not fit; else the tag is locked.
      if (context.writing && context.bytes !== undefined && context.bytes > SMALLEST_CHIP.bytes)
        return NFC_TEXTS.tooSmall(context.bytes, SMALLEST_CHIP.name, SMALLEST_CHIP.bytes);
      return context.writing ? NFC_TEXTS.readOnly : NFC_TEXTS.unreadable;
    default:
      return NFC_TEXTS.failed;
  }
}
