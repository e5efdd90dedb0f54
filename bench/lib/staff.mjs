// What the back-office benches share: JSON POSTs with the staff cookie, and a staff member enrolled
// through the CLI's link and signed in over HTTP (codes computed as an authenticator app would).
import { generate } from 'otplib';

export const jsonPost = (body, cookie) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

export async function post(url, body, cookie) {
  const res = await fetch(url, jsonPost(body, cookie));
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Enrols through the link and signs in (the code of the next step: enrolment used the current one); the cookie header. */
export async function enrolAndSignIn(base, link, email, password) {
  const token = link.slice(link.indexOf('#') + 1);
  const { data } = await (await post(`${base}/api/admin/v1/enrolment/read`, { token })).json();
  await post(`${base}/api/admin/v1/enrolment/complete`, { token, password, totpCode: await generate({ secret: data.secret }) });
  const next = await generate({ secret: data.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  const res = await post(`${base}/api/admin/v1/auth/sign-in`, { email, password, code: next });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
