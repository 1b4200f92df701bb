import { createHash } from 'node:crypto';

/**
 * The card's share of the visitor's place (issue 42; the CSP allows no inline script): deferred, same origin, a few
 * hundred bytes of plain ES5. It reveals 'Compartilhar minha localização com a família' (rendered hidden) only where
 * the browser has geolocation and fetch, asks for the position only on the visitor's tap, and posts it (rounded to
 * about a metre) to the section's data-action; the texts come from its data attributes.
 */
export const FAMILY_SHARE_SCRIPT = `(function(){var s=document.getElementById("family-share"),g=navigator.geolocation;\
if(!s||!g||!window.fetch)return;var b=document.getElementById("family-share-button"),t=document.getElementById("family-share-status");\
s.hidden=false;function say(k,ok){t.textContent=s.getAttribute(k);b.disabled=ok}\
b.addEventListener("click",function(){b.disabled=true;g.getCurrentPosition(function(p){\
fetch(s.getAttribute("data-action"),{method:"POST",headers:{"content-type":"application/x-www-form-urlencoded"},\
body:"latitude="+p.coords.latitude.toFixed(5)+"&longitude="+p.coords.longitude.toFixed(5)}).then(function(r){\
r.ok?say("data-sent",true):say("data-failed",false)},function(){say("data-failed",false)})},\
function(){say("data-failed",false)},{enableHighAccuracy:true,timeout:15000,maximumAge:60000})})})();
`;

export const FAMILY_SHARE_SCRIPT_ROUTE = '/public/family-share.js';

/** Linked by its content's hash, like the finder's script: a new version is a new URL. */
export const FAMILY_SHARE_SCRIPT_URL = `${FAMILY_SHARE_SCRIPT_ROUTE}?v=${createHash('sha256')
  .update(FAMILY_SHARE_SCRIPT)
  .digest('hex')
  .slice(0, 10)}`;
