// Web NFC (issue 26): reading a tag to open its equipment, writing a tag's URL and text. Feature-detected: where the
// browser has no NDEFReader these render nothing.
export { ReadNfcButton } from './components/read-nfc-button';
export { WriteTagCard } from './components/write-tag-card';
export { nfcSupported } from './lib/web-nfc-types';
