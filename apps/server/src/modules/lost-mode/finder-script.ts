import { createHash } from 'node:crypto';

/**
 * The finder's form's one script (issue 13; the CSP allows no inline script): deferred, same origin, a few hundred
 * bytes. It only reveals 'Enviar minha localização' (rendered hidden: without JavaScript the form works without it)
 * when the browser has geolocation, and asks for the position only when the finder taps it; the position fills the
 * hidden lat/lng fields, rounded to about a metre. The texts come from the button's data attributes (the page's
 * texts stay in the shared contract). Plain ES5, no dependency.
 */
export const FINDER_SCRIPT = `(function(){var b=document.getElementById("finder-locate"),s=document.getElementById("finder-locate-status"),g=navigator.geolocation;\
if(!b||!g)return;b.hidden=false;if(s)s.hidden=false;b.addEventListener("click",function(){b.disabled=true;\
g.getCurrentPosition(function(p){document.getElementById("finder-lat").value=p.coords.latitude.toFixed(5);\
document.getElementById("finder-lng").value=p.coords.longitude.toFixed(5);if(s)s.textContent=b.getAttribute("data-done")},\
function(){b.disabled=false;if(s)s.textContent=b.getAttribute("data-failed")},{enableHighAccuracy:true,timeout:15000,maximumAge:60000})})})();
`;

export const FINDER_SCRIPT_ROUTE = '/public/finder.js';

/** Linked by its content's hash, like the tag actions' script: a new version is a new URL. */
export const FINDER_SCRIPT_URL = `${FINDER_SCRIPT_ROUTE}?v=${createHash('sha256')
  .update(FINDER_SCRIPT)
  .digest('hex')
  .slice(0, 10)}`;
