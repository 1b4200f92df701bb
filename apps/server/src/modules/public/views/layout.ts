import { fontName, type PageTheme } from '@portal/shared';
import { html, raw, type SafeHtml } from './html.js';

export type Head = {
  title: string;
  description: string;
  keywords?: string[];
  canonicalUrl?: string;
  imageUrl?: string;
  ogType?: 'profile' | 'website';
  siteName: string;
  noindex?: boolean;
};

/**
 * The critical CSS of every public page, inline (no extra request, readable on a slow network and with
 * JavaScript off). The page's theme arrives as CSS variables; colours were validated as #RGB/#RRGGBB and the
 * font is one of the offered ones, so nothing here can be broken out of.
 */
const CSS = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 var(--font);}
a{color:var(--primary)}
.banner{background:var(--primary);color:#fff;padding:10px 16px;font-weight:700;letter-spacing:.02em;text-align:center}
.banner.lost{background:#B45309}
.wrap{max-width:720px;margin:0 auto;padding:16px 12px 32px}
.card{background:#fff;color:var(--fg);border-radius:14px;padding:16px;margin:0 0 14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.card h2{margin:0 0 10px;font-size:1.1rem;color:var(--primary)}
.hero{display:flex;gap:14px;align-items:center}
.avatar{flex:none;width:84px;height:84px;border-radius:50%;background:#E5E7EB center/cover no-repeat;overflow:hidden}
.avatar svg{width:100%;height:100%;display:block}
.hero h1{margin:0;font-size:1.45rem;line-height:1.2;word-break:break-word}
.muted{color:#4B5563;margin:4px 0 0}
.small{font-size:.875rem}
.badges{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:.8rem;font-weight:600;background:#EEF2FF;color:#3730A3}
.badge.red{background:#FEE2E2;color:#991B1B}.badge.green{background:#DCFCE7;color:#166534}.badge.yellow{background:#FEF3C7;color:#92400E}.badge.blue{background:#DBEAFE;color:#1E40AF}
.contacts{list-style:none;margin:0;padding:0}
.contacts li{display:flex;justify-content:space-between;align-items:center;gap:10px;padding:10px 0;border-top:1px solid #E5E7EB}
.contacts li:first-child{border-top:0;padding-top:0}
.contacts span{display:block;color:#4B5563;font-size:.9rem}
.btn{display:inline-block;text-decoration:none;background:var(--primary);color:#fff;border-radius:10px;padding:10px 16px;font-weight:700;white-space:nowrap;text-align:center}
.btn.big{display:block;font-size:1.1rem;padding:14px 16px}
.btn.ghost{background:transparent;color:var(--primary);border:2px solid var(--primary)}
.samu{display:block;text-align:center;text-decoration:none;background:#DC2626;color:#fff;font-size:1.25rem;font-weight:800;border-radius:14px;padding:16px;margin:0 0 14px}
.alert{border-left:6px solid #DC2626}
.lost-box{border-left:6px solid #D97706;background:#FFFBEB}
dl{margin:0;display:grid;grid-template-columns:minmax(112px,36%) 1fr;gap:6px 12px}
dt{color:#4B5563;font-weight:600;font-size:.9rem;overflow-wrap:anywhere}dd{margin:0;word-break:break-word}
.blood{font-size:1.5rem;font-weight:800;color:#B91C1C}
ul.list{margin:0;padding-left:20px}
.tab{border-top:1px solid #E5E7EB;padding-top:10px;margin-top:10px}.tab h3{margin:0 0 6px;font-size:1rem}
.links{display:flex;flex-wrap:wrap;gap:10px;margin:4px 0 14px}
footer{text-align:center;color:var(--fg);opacity:.75;font-size:.85rem;margin-top:18px}
.panel{text-align:center;padding:32px 16px}.panel h1{margin:0 0 8px;font-size:1.4rem}
@media (min-width:600px){.avatar{width:104px;height:104px}.hero h1{font-size:1.8rem}}`;

const FALLBACK_FONTS = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** The CSS variables of a theme: the offered font first (when the device has it), then the system fonts. */
export function themeStyle(theme: PageTheme): string {
  const font = fontName(theme.fontFamily);
  const family = font ? `'${font}',${FALLBACK_FONTS}` : FALLBACK_FONTS;
  return `:root{--primary:${theme.primaryColor};--bg:${theme.backgroundColor};--fg:${theme.textColor};--font:${family}}`;
}

/** A complete HTML document: lang pt-BR, viewport, SEO and Open Graph tags, inline CSS, no script. */
export function documentHtml(head: Head, theme: PageTheme, body: SafeHtml): string {
  const keywords = head.keywords?.length ? head.keywords.join(', ') : '';
  return html`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
${keywords ? html`<meta name="keywords" content="${keywords}">` : ''}
${head.noindex ? raw('<meta name="robots" content="noindex">') : ''}
${head.canonicalUrl ? html`<link rel="canonical" href="${head.canonicalUrl}">` : ''}
<meta name="theme-color" content="${theme.primaryColor}">
<meta property="og:type" content="${head.ogType ?? 'website'}">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
<meta property="og:locale" content="pt_BR">
<meta property="og:site_name" content="${head.siteName}">
${head.canonicalUrl ? html`<meta property="og:url" content="${head.canonicalUrl}">` : ''}
${head.imageUrl ? html`<meta property="og:image" content="${head.imageUrl}">` : ''}
<meta name="twitter:card" content="summary">
<style>${raw(themeStyle(theme))}
${raw(CSS)}</style>
</head>
<body>
${body}
</body>
</html>`.value;
}
