/**
 * The signed-in app's own font (Inter at 400, 500, 600 and 700), served with the page fonts' files
 * (apps/server/src/modules/public/fonts.ts). Zod-free: the app's entry chunk links it (`@portal/shared/core`).
 */
export const APP_FONT_STYLESHEET = '/fonts/app.css';
