/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_APP_NAME?: string;
  /** The server's APP_TIME_ZONE, when it is not America/Sao_Paulo. */
  readonly VITE_APP_TIME_ZONE?: string;
}
