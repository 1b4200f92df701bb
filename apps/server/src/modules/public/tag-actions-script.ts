import { createHash } from 'node:crypto';

/**
 * The one script of /t/{code} (the CSP allows no inline script): deferred, same origin, a few hundred bytes. A
 * visitor without a session costs nothing more: with no token in localStorage ('token', the web app's TOKEN_KEY in
 * apps/web/src/lib/session.ts) it stops at once. With one, it asks GET /api/public/tag/{code}/actions with the
 * bearer token and puts the links into the page's hidden 'Ações da tag' placeholder, the first as the main button;
 * no links (another user, an expired token, an error): the placeholder stays hidden. Plain ES5, no dependency: it
 * runs on any phone's browser that runs the rest of the app.
 */
export const TAG_ACTIONS_SCRIPT = `(function(){var n=document.getElementById("tag-actions"),t;try{t=localStorage.getItem("token")}catch(e){}if(!n||!t)return;\
fetch("/api/public/tag/"+encodeURIComponent(n.getAttribute("data-code"))+"/actions",{headers:{authorization:"Bearer "+t}})\
.then(function(r){return r.ok?r.json():{actions:[]}}).then(function(b){b.actions.forEach(function(x,i){\
var a=document.createElement("a");a.className=i?"btn ghost":"btn";a.href=x.href;a.textContent=x.label;n.appendChild(a)});\
n.hidden=!n.firstChild})["catch"](function(){})})();
`;

export const TAG_ACTIONS_SCRIPT_ROUTE = '/public/tag-actions.js';

/** The page links the script by its content's hash: a new version is a new URL, so browsers may keep it a day. */
export const TAG_ACTIONS_SCRIPT_URL = `${TAG_ACTIONS_SCRIPT_ROUTE}?v=${createHash('sha256')
  .update(TAG_ACTIONS_SCRIPT)
  .digest('hex')
  .slice(0, 10)}`;
