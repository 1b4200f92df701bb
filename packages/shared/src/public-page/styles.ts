import type { CSSProperties } from 'react';
import { fontName, type PageTheme } from '../page-theme.js';
import { readableShade } from './contrast.js';

/** Issue 41: the critical alerts, 'Bombeiros 193' and 'WhatsApp' in colours that read at 4.5:1 or more. */
export const CRITICAL_ALERT_COLORS = { background: '#7F1D1D', text: '#FFFFFF' } as const;
export const FIREFIGHTERS_BUTTON = { background: '#9A3412', text: '#FFFFFF' } as const;
export const WHATSAPP_BUTTON = { background: '#15803D', text: '#FFFFFF' } as const;

/**
 * The critical CSS of every public page, inline in the document (no extra request: readable on a slow
 * network and with JavaScript off). Every rule hangs from `.public-page` (the server's <body>, the editor's
 * preview box), so the app's preview can carry it without touching the rest of the screen. The wider layout
 * follows the content column's width (a container query, which an older phone simply skips; not on <body>,
 * whose containment would stop its background from filling the screen). Margins, weights and
 * list styles are explicit so the page looks the same under the app's CSS reset as on its own.
 * The theme arrives as CSS variables (themeVars): colours were validated as #RGB/#RRGGBB and the font is
 * one of the offered ones, so nothing here can be broken out of. --primary fills bands and buttons under white
 * text and colours text on the white cards; --primary-on-bg colours text straight on the page's background.
 */
export const PUBLIC_PAGE_CSS = `.public-page,.public-page *{box-sizing:border-box}
.public-page{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 var(--font)}
.public-page p{margin:1em 0}
.public-page h1,.public-page h2,.public-page h3{font-weight:700}
.public-page a{color:var(--primary-on-bg);text-decoration:underline}
.public-page .card a:not(.btn){color:var(--primary)}
.public-page .langs{display:flex;justify-content:flex-end;gap:12px;padding:6px 16px;font-size:14px}
.public-page .langs a{color:inherit}
.public-page .langs a[aria-current]{font-weight:700;text-decoration:none}
.public-page .samu-hint{margin:-4px 0 12px;font-size:14px;text-align:center}
.public-page .banner{background:var(--primary);color:#fff;padding:10px 16px;font-weight:700;letter-spacing:.02em;text-align:center}
.public-page .banner.lost{background:#B45309}
.public-page .wrap{max-width:720px;margin:0 auto;padding:16px 12px 32px;container-type:inline-size}
.public-page .card{background:#fff;color:var(--fg);border-radius:14px;padding:16px;margin:0 0 14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.public-page .card h2{margin:0 0 10px;font-size:1.1rem;color:var(--primary)}
.public-page .hero{display:flex;gap:14px;align-items:center}
.public-page .avatar{flex:none;display:block;width:96px;height:96px;border-radius:50%;background:#E5E7EB;overflow:hidden}
.public-page .avatar svg{width:100%;height:100%;display:block}
.public-page .avatar img,.public-page .gallery img{display:block;position:relative;width:100%;height:100%;object-fit:cover;color:transparent;background:center/cover no-repeat;--fallback:none}
.public-page .avatar img::after,.public-page .gallery img::after{content:'';position:absolute;inset:0;background:#E5E7EB var(--fallback) center/cover no-repeat}
.public-page .gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:6px}
.public-page .gallery a{display:block;aspect-ratio:1;border-radius:8px;overflow:hidden;background:#E5E7EB}
.public-page .hero h1{margin:0;font-size:1.45rem;line-height:1.2;word-break:break-word}
.public-page .muted{color:#4B5563;margin:4px 0 0}
.public-page .who{font-size:1.2rem;margin:6px 0 0;word-break:break-word}
.public-page .small{font-size:.875rem}
.public-page .badges{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.public-page .badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:.8rem;font-weight:600;background:#EEF2FF;color:#3730A3}
.public-page .badge.red{background:#FEE2E2;color:#991B1B}.public-page .badge.green{background:#DCFCE7;color:#166534}.public-page .badge.yellow{background:#FEF3C7;color:#92400E}.public-page .badge.blue{background:#DBEAFE;color:#1E40AF}
.public-page .badge.private{background:#1F2937;color:#fff;margin-left:8px;vertical-align:middle}
.public-page .contacts{list-style:none;margin:0;padding:0}
.public-page .contacts li{display:flex;justify-content:space-between;align-items:center;gap:10px;padding:10px 0;border-top:1px solid #E5E7EB}
.public-page .contacts li:first-child{border-top:0;padding-top:0}
.public-page .contacts span{display:block;color:#4B5563;font-size:.9rem}
.public-page .btn{display:inline-block;text-decoration:none;background:var(--primary);color:#fff;border-radius:10px;padding:10px 16px;font-weight:700;white-space:nowrap;text-align:center}
.public-page .btn.big{display:block;font-size:1.1rem;padding:14px 16px}
.public-page .btn.ghost{background:transparent;color:var(--primary-on-bg);border:2px solid var(--primary-on-bg)}
.public-page .btn.wrap{white-space:normal;width:100%}
.public-page .card[hidden]{display:none}
.public-page .samu{display:block;text-align:center;text-decoration:none;background:#DC2626;color:#fff;font-size:1.25rem;font-weight:800;border-radius:14px;padding:16px;margin:0 0 14px}
.public-page .alert{border-left:6px solid #DC2626}
.public-page .contacts .actions{display:flex;flex-direction:column;gap:6px}
.public-page .btn.wa{background:${WHATSAPP_BUTTON.background};color:${WHATSAPP_BUTTON.text}}
.public-page .dial{display:flex;gap:8px;margin:0 0 14px}
.public-page .dial a{text-decoration:none;font-weight:800;border-radius:14px;padding:16px 10px;text-align:center}
.public-page .dial .samu{flex:2;margin:0}
.public-page .dial .fire{flex:1;background:${FIREFIGHTERS_BUTTON.background};color:${FIREFIGHTERS_BUTTON.text};font-size:1.1rem}
.public-page .crit{background:${CRITICAL_ALERT_COLORS.background};color:${CRITICAL_ALERT_COLORS.text};border-radius:14px;padding:12px 16px;margin:0 0 14px;font-size:1.15rem;font-weight:800;line-height:1.35}
.public-page .crit ul{margin:0;padding:0 0 0 1.1em}
.public-page .crit li+li{margin-top:4px}
.public-page .lost-box{border-left:6px solid #D97706;background:#FFFBEB}
.public-page .private-section>:not(h2){opacity:.45}
.public-page .lost-card{border:3px solid #B45309;text-align:center}
.public-page .lost-photo .avatar{width:160px;height:160px;margin:0 auto 10px}
.public-page .lost-name{font-size:1.4rem;font-weight:800;margin:0 0 6px;word-break:break-word}
.public-page .lost-lead{margin:0 0 10px}
.public-page .lost-message{margin:0 0 10px;padding:10px 12px;background:#FFFBEB;border-radius:10px;text-align:left;white-space:pre-line;word-break:break-word}
.public-page .reward{display:inline-block;margin:0 0 12px;padding:4px 12px;border-radius:999px;background:#DCFCE7;color:#166534;font-weight:700}
.public-page .form-card form{display:grid;gap:8px}
.public-page .form-card label{font-weight:600}
.public-page .form-card textarea,.public-page .form-card input,.public-page .form-card select{width:100%;font:inherit;color:#111827;background:#fff;border:1px solid #6B7280;border-radius:10px;padding:10px 12px}
.public-page .form-card button{font-family:inherit;font-size:inherit;line-height:inherit;cursor:pointer;border:0}
.public-page .form-card button.ghost{border:2px solid var(--primary);color:var(--primary)}
.public-page .finder [hidden]{display:none}
.public-page .finder .privacy{margin:4px 0 0}
.public-page .field-error,.public-page .form-error{color:#B91C1C;font-weight:600;margin:0}
.public-page .hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.public-page dl{margin:0;display:grid;grid-template-columns:minmax(112px,38%) 1fr;gap:6px 12px}
.public-page dt{color:#4B5563;font-weight:600;font-size:.9rem;overflow-wrap:anywhere}.public-page dd{margin:0;word-break:break-word}
.public-page .blood{font-size:1.5rem;font-weight:800;color:#B91C1C}
.public-page ul.list{margin:0;padding-left:20px;list-style:disc}
.public-page .links{display:flex;flex-wrap:wrap;gap:10px;margin:4px 0 14px}
.public-page .actions{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 14px}.public-page .actions[hidden]{display:none}.public-page .actions a{flex:1 1 auto}
.public-page .log{width:100%;border-collapse:collapse;font-size:.95rem}
.public-page .log th{text-align:left;color:#4B5563;font-size:.8rem;font-weight:600;padding:0 8px 6px 0}
.public-page .log td{padding:8px 8px 8px 0;border-top:1px solid #E5E7EB;vertical-align:middle}
.public-page .log th:last-child,.public-page .log td:last-child{padding-right:0;text-align:right}
.public-page .log .log-note{display:block;color:#4B5563;font-size:.85rem}
.public-page .svc{border-left:6px solid}.public-page .svc p{margin:0}.public-page .svc .svc-title{font-weight:800;font-size:1.1rem}.public-page .svc .svc-advice{margin-top:4px}
.public-page .svc.danger{background:#991B1B;border-color:#450A0A;color:#fff}.public-page .svc.warning{background:#FEF3C7;border-color:#B45309;color:#78350F}
.public-page .log time{font-weight:700;white-space:nowrap}.public-page .log .badge{white-space:nowrap}
.public-page footer{text-align:center;color:var(--fg);opacity:.75;font-size:.85rem;margin-top:18px}
.public-page .panel{text-align:center;padding:32px 16px}.public-page .panel h1{margin:0 0 8px;font-size:1.4rem}
@container (min-width:600px){.public-page .avatar{width:120px;height:120px}.public-page .hero h1{font-size:1.8rem}.public-page .gallery{grid-template-columns:repeat(5,1fr)}}`;

const FALLBACK_FONTS = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/**
 * The CSS variables of a theme: the offered font first (when the device has it), then the system fonts; the
 * primary colour in the shades that read (4.5:1) on white and on the page's background.
 */
export function themeVars(theme: PageTheme): CSSProperties {
  const font = fontName(theme.fontFamily);
  return {
    '--primary': readableShade(theme.primaryColor, '#FFFFFF'),
    '--primary-on-bg': readableShade(theme.primaryColor, theme.backgroundColor),
    '--bg': theme.backgroundColor,
    '--fg': theme.textColor,
    '--font': font ? `'${font}',${FALLBACK_FONTS}` : FALLBACK_FONTS,
  } as CSSProperties;
}
