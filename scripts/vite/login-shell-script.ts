// The inline script that decides, before the prerendered login shell is parsed, whether it may
// show. It runs on every address (index.html answers every deep link), so it is written for
// the worst case: a wrong "show" would flash the login screen on a page it does not belong to.
// It shows only where a first visit lands on Mobile No without a redirect in between that the
// shell could get wrong: /, /login and /login/mobile-no, signed out (no token in localStorage
// or the auth cookie, src/lib/storage.ts), outside the native wrapper (src/routes/native-wrapper.ts),
// and without ?session= (a partner's session is checked first, behind a loader).
// With ?marketplaceName= the Saakh logo is hidden: the partner's logo replaces it once known.

/** Set on <html> when the shell must not show. */
export const LOGIN_SHELL_OFF_ATTRIBUTE = 'data-login-shell-off';
/** Set on <html> when a marketplace is named: the shell's logo waits for the partner's. */
export const LOGIN_SHELL_BRANDED_ATTRIBUTE = 'data-login-shell-branded';

export const LOGIN_SHELL_PATHS = ['/', '/login', '/login/mobile-no'];

/** Marks the prerendered shell's root element. */
export const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell';

// A press of Send OTP before the app has loaded must not reload the page: it is remembered on
// the form, and src/app/shell/shell-takeover.ts repeats it. A listener here rather than an
// onsubmit attribute: the page's CSP allows this script by its hash, and no inline handler.
export const LOGIN_SHELL_SCRIPT = `(function(){
document.addEventListener('submit',function(e){var f=e.target;
if(f&&f.closest&&f.closest('[${LOGIN_SHELL_ATTRIBUTE}]')){e.preventDefault();f.setAttribute('data-submitted','true')}});
var d=document.documentElement,q=new URLSearchParams(location.search),p=location.pathname.replace(/\\/+$/,'')||'/';
var signedIn=/(?:^|;\\s*)auth=/.test(document.cookie);
try{signedIn=signedIn||!!localStorage.getItem('token')}catch(e){}
if(${JSON.stringify(LOGIN_SHELL_PATHS)}.indexOf(p)<0||signedIn||window.saakhNativeWrapper||q.get('session'))
d.setAttribute('${LOGIN_SHELL_OFF_ATTRIBUTE}','');
else if((q.get('marketplaceName')||'').trim())d.setAttribute('${LOGIN_SHELL_BRANDED_ATTRIBUTE}','');
})();`;

/** The <template> holding the app's <script type="module"> and modulepreload links. */
export const APP_SCRIPTS_ID = 'app-scripts';

// Starts the app. Behind a visible shell it waits for the shell's first contentful paint: a
// returning visitor has the scripts cached, and running them at once would hold that paint for
// the app's whole start-up. Without a shell (deep links) or in a hidden tab there is nothing to
// wait for. The paint is learnt from the paint timeline, not from timers, so nothing that holds
// timers (a page's fake clock in tests) holds the app; a browser without it starts at once, and
// a paint that never comes is given up on after a few seconds.
export const APP_SCRIPTS_LOADER = `(function(){
var t=document.getElementById('${APP_SCRIPTS_ID}'),started=false;
function go(){if(!started){started=true;document.head.appendChild(t.content.cloneNode(true))}}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
var off=document.documentElement.hasAttribute('${LOGIN_SHELL_OFF_ATTRIBUTE}');
if(off||document.visibilityState==='hidden'||types.indexOf('paint')<0)return go();
new PerformanceObserver(function(list,observer){
if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();go()}
}).observe({type:'paint',buffered:true});
document.addEventListener('visibilitychange',go,{once:true});
setTimeout(go,3000);
})();`;
