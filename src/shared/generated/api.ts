// Generated from openapi/openapi.yaml by `npm run gen`. Do not edit.
/* eslint-disable */
export type paths = {
    "/api/admin/v1/account/authenticator/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace one's own authenticator app, second step - the new app's first code; audited
         * @description The new secret replaces the old one only when the code is the new app's (400 on `totpCode` otherwise, and nothing changes); a handle expired, of another account or of credentials changed since answers 409. The recovery codes stay as they are (they are kept apart from the app; an admin's reset issues new ones). Every other session of the account ends; the caller's stays.
         */
        post: operations["staffAuthenticatorChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/account/authenticator/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace one's own authenticator app, first step - the password and a current code; answers the new secret to scan
         * @description The code is the current app's (a step once used is never taken again) or, without the app at hand, one recovery code (spent). A wrong password or code answers 400 on its field; five failures in 15 minutes answer 429. Nothing changes yet: the answer's `handle` (good for 10 minutes, until the account's credentials change) goes back with the new app's first code to staffAuthenticatorChange.
         */
        post: operations["staffAuthenticatorChangeOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/account/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member's own passkeys */
        get: operations["staffPasskeyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/account/passkeys/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a passkey to one's own account, second step - the new passkey; audited
         * @description A passkey that does not verify against this handle's challenge answers 409 and nothing is added.
         */
        post: operations["staffPasskeyAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/account/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a passkey to one's own account, first step - the password again; answers the options to create one
         * @description A passkey signs in for good, so the password is asked again (a wrong one answers 400 on `password`; five wrong ones in 15 minutes answer 429). The options exclude the passkeys the account has already.
         */
        post: operations["staffPasskeyAddOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/account/passkeys/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove one of one's own passkeys; audited
         * @description Only the caller's own: another account's passkey answers 404, as an unknown one does. The last passkey of an account without an authenticator app is kept (409): it would be left with its recovery codes only.
         */
        post: operations["staffPasskeyRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one's own password - the current one first; audited
         * @description A wrong current password answers 400 on `currentPassword` (five wrong ones in 15 minutes answer 429, as for adding a passkey). A new password too easy to guess (common, on a breached-password list, a pattern, the account's own words: zxcvbn score under 3, checked offline) answers 400 on `newPassword` with the reason. Every other session of the account ends; the caller's stays.
         */
        post: operations["staffPasswordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The audit log under the same filter as a CSV (admin)
         * @description Every row of the filter (page and pageSize ignored), newest first, up to 100,000: time in Taipei time, who, the action's zh-TW name and its code, the subject, the detail and the client address. UTF-8 with a BOM and the CSV-injection guard, like the registrations' CSV. The export is itself an audit row (`export.audit-csv`, with the filter).
         */
        post: operations["adminAuditExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The audit log, newest first, filtered and paged (admin)
         * @description Every staff sign-in, failure and sign-out, account change, review transition, export and file download (DESIGN.md section 11). Rows are append-only; this reads them.
         */
        post: operations["adminAuditList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member */
        get: operations["staffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passkey sign-in, first step - e-mail and password; answers a WebAuthn challenge for the browser's passkey
         * @description The second factor is a passkey (WebAuthn) instead of an authenticator code. The answer is the same whatever the e-mail and password were (an account or none, a passkey or none, the password right or wrong): a handle and the options for `navigator.credentials.get()`, naming no credential (passkeys are discoverable), so it tells nothing a sign-in would not. Whatever was wrong is told by the second step, with the sign-in's one 401. Takes a slot of the same throttle as staffSignIn (429). The challenge is good once, for 5 minutes.
         */
        post: operations["staffPasskeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/auth/passkey/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passkey sign-in, second step - the passkey's signature over the challenge; starts the staff session
         * @description Signs in when the first step's e-mail and password were right and the signature is of one of that account's passkeys, over this handle's challenge, for this site; the passkey's counter must have moved on (a clone falls behind). Anything wrong answers staffSignIn's one 401 (code 2002). The handle is spent by this call, right or wrong. Sets the `ta_staff` cookie as staffSignIn does; the audit rows are the same (method passkey).
         */
        post: operations["staffPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-in with e-mail, password and an authenticator code (or one recovery code)
         * @description Every role signs in with all three (or with a passkey in place of the code: staffPasskeySignInOptions and staffPasskeySignIn). A wrong e-mail, password or code answers the same 401 (code 2002), whichever part was wrong. Throttled per (account, client address) and per client address (429). Sets the staff session cookie `ta_staff` (Path=/api/admin, 30 minutes idle, 12 hours at most).
         */
        post: operations["staffSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff sign-out (ends the session server-side and clears the cookie) */
        post: operations["staffSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an award and its winners (softly: the seed never brings a demo row back)
         * @description Audit row `award.delete`.
         */
        post: operations["adminAwardDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/{uid}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename an award
         * @description Audit row `award.update` (before and after).
         */
        post: operations["adminAwardUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/{uid}/winners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a winner to an award: a registration picked by number or name (edition 3), or typed in (past editions)
         * @description With `registrationUid` the registration must be eligible, finalist or awarded (409 otherwise) and its names are copied. Audit row `award.winner.create`.
         */
        post: operations["adminWinnerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/{uid}/winners/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an award's winners in a new order
         * @description Audit row `award.winner.reorder`.
         */
        post: operations["adminWinnersReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registrations of the running edition that may be named winners (eligible, finalist, awarded), by number or name */
        get: operations["adminWinnerCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an award at the end of an edition's list
         * @description Answers the edition as it is now. Audit row `award.create`.
         */
        post: operations["adminAwardCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edition's awards with their winners, in order, and whether its winner list and heroes board are public */
        get: operations["adminAwardsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/awards/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an edition's awards in a new order
         * @description `uids` must list every award of one edition once (409 otherwise). Audit row `award.reorder`.
         */
        post: operations["adminAwardsReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The edition's draw, once run (null before), and the tickets a draw now would use */
        get: operations["drawRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/draw/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Commit to the draw's seed before the recommendation period ends, published in a news item
         * @description Records the edition's commitment (issue 30, item 7): the SHA-256 of a seed kept secret until the draw, or the public source that will produce the seed (e.g. a lottery draw of a date fixed in advance). It is published at once as a public news item (category recommendation) and audited (`draw.commit`). Refused (409) once the recommendation period has ended (DrawState.closesAt) or the edition is drawn. Recording again before the period ends replaces the commitment in force; each one keeps its own news item and audit row. The draw refuses a seed without a commitment or whose SHA-256 does not match it.
         */
        post: operations["drawCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/draw/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draw's result - a news item draft and a letter to each winner, once
         * @description In one transaction: a news item DRAFT (category recommendation, not public until an editor publishes it) listing the winners and the early-bird recommenders (registration number and a masked name), the seed and the ticket list; one letter per winner queued; the draw marked published; audit rows (`draw.publish`). Publishing again changes nothing and queues nothing (`alreadyPublished: true`). 404 before the edition's draw has run.
         */
        post: operations["drawPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/draw/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every recommendation of the edition, which count (successful), and the early-bird places
         * @description A recommendation is a registration naming another by its registration number. It is successful (one ticket of the draw) when the recommended registration saved that number in upload step 3 and is not withdrawn (src/server/features/draw/successful-recommendation.ts). The first recommenders by the time of their first successful recommendation hold the early-bird places (REWARD_PRIZES.earlyBirdCount). Sorted by the recommender's registration number, then the recommended one's. Nothing is written.
         */
        get: operations["drawRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/draw/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the edition's draw from the seed typed at the draw; kept once run
         * @description Snapshots the tickets (one per successful recommendation, sorted by registration number), computes the winners from the seed (src/server/features/draw/draw-algorithm.ts; README "The recommendation draw") and keeps the draw with who ran it and when, with an audit row (`draw.run`). An edition is drawn once: a second run answers 409 (re-running from a seed is `drawVerify`); so does a draw with no ticket, and one before the recommendation period ends (DrawState.closesAt) unless the caller has drawBeforeClose and gives `earlyReason` (kept in the audit row). The seed must match the commitment recorded before the period ended (`drawCommit`): 409 without a commitment, 400 (field seed) when SHA-256(seed) differs from it. An early draw needs the commitment too.
         */
        post: operations["drawRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/draw/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-run the kept draw from a seed over its kept tickets, and say whether the winners are the same
         * @description Computes the winners from the given seed and the tickets kept with the draw, as anyone can from the published seed and list; `sameWinners` compares them with the kept winners. Nothing is written. 404 before the edition's draw has run.
         */
        post: operations["drawVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/editions/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show or hide an edition's winner list or heroes board on the public site
         * @description The public list, board, hero pages and the header menu follow at once. Audit row `edition.publish` / `edition.unpublish`.
         */
        post: operations["adminEditionPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/enrolment/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the password and prove the authenticator with its first code; answers the ten recovery codes, once
         * @description The link works once. The recovery codes are shown only in this answer (stored as hashes); each signs in once in place of an authenticator code. A wrong code answers 401 and the link stays usable.
         */
        post: operations["staffEnrolmentComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/enrolment/passkey/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the password and register the new passkey; answers the ten recovery codes, once
         * @description As staffEnrolmentComplete, with the passkey in place of the authenticator's first code. A passkey that does not verify (another challenge, site or handle) answers 401 and the link stays usable (start again with a new challenge).
         */
        post: operations["staffEnrolmentPasskeyComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/enrolment/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrolment with a passkey instead of an authenticator app - the options to create one
         * @description For the page at `/admin/enrol#<token>` when the person chooses a passkey: a handle and the options for `navigator.credentials.create()` (relying party: PUBLIC_URL's host name). The challenge is good once, for 5 minutes. An unknown, used or expired token answers 404, as staffEnrolmentRead does.
         */
        post: operations["staffEnrolmentPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/enrolment/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an enrolment link sets up (the link's token travels in the body, never in a URL)
         * @description The page at `/admin/enrol#<token>` sends the token of its address fragment. Answers the account and the authenticator secret to scan: the otpauth:// URI, the same as a QR code (SVG drawn by this server) and the secret as text for manual entry. An unknown, used or expired token answers 404.
         */
        post: operations["staffEnrolmentRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/exports/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The registrations a filter selects, one row each, as CSV (admin, reviewer)
         * @description UTF-8 with a byte order mark (Excel in zh-TW opens it as such), columns named in zh-TW, every cell quoted, cells starting with = + - @ prefixed with an apostrophe. The national ID number column only for admin. Streamed; each export is a row of the audit log (action `export.csv`, with the filter).
         */
        post: operations["adminExportCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/exports/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The registrations a filter selects, one row each, as an Excel workbook (admin, reviewer)
         * @description The same columns as the CSV, written by a streaming workbook writer. The national ID number column only for admin. Each export is a row of the audit log (action `export.xlsx`, with the filter).
         */
        post: operations["adminExportXlsx"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/exports/zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ZIP a download link names, streamed as an attachment (admin, reviewer)
         * @description Followed by the browser itself (a link with `download`), so its download manager streams the ZIP to disk. The link is the `url` adminRegistrationZipLink or adminExportZipLink answered: signed by the server (HMAC), it names the registration or the filter, the staff member who asked for it and its expiry (ZIP_LINK_SECONDS, a minute), and is good for one download. It is refused (403) when it is altered, expired, used before, or asked for by another staff member (the staff cookie of the one who asked must come with it); the request log never holds its value. Each download is a row of the audit log (action `file.zip` with the registration, `export.zip` with the filter), written before the first byte.
         */
        get: operations["adminExportZipDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/exports/zip-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived download link for the ZIP of every registration a filter selects, with its size (admin, reviewer)
         * @description The ZIP itself is the browser's download (GET adminExportZipDownload at `url`): a folder per registration (its number and name) holding what the registration's own ZIP holds, streamed one file at a time while it is built, whatever the total size, and saved to disk by the browser's download manager with its progress. Nothing is written here; the download is the audit row (action `export.zip`, with the filter).
         */
        post: operations["adminExportZipLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/files/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A registration's file, full size (admin, reviewer); every download is an audit row (`file.download`)
         * @description `x-fetch-dest` lets `video` through: a video opened in a tab is played by the browser's own media element, which asks again for the bytes as `video`. A news body holds no video element, and another site's page sends no staff cookie (SameSite=Strict). The back office shows a photo full size by fetching it (`empty`), never through an image element.
         */
        get: operations["adminFileDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/files/{uid}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A photo's thumbnail made by the server (WebP, 320 px wide at most; admin, reviewer)
         * @description Made on demand and cached in the files store; `Cache-Control private`. 404 for a file that is not an image.
         */
        get: operations["adminFileThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/films": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Both films as the site plays them now (built-in, or replaced by whom and when) */
        get: operations["adminFilms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/films/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a film with an MP4 and its zh-TW captions (WebVTT); rules in schemas/admin/film-file-rules.json
         * @description The MP4 is checked by its content (magic bytes) and its size; the captions are parsed: a WEBVTT header, at least one cue, times in order, plain text only. The previous replacement's files are removed. Audit row `film.replace`.
         */
        post: operations["adminFilmReplace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/films/{kind}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play the built-in film again (the replacement's files are removed); audit row `film.restore` */
        post: operations["adminFilmRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/heroes/{uid}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a hero's cover: cropped to the cards' 4:3, stored as WebP and JPEG in two widths, every metadata block (EXIF, GPS) dropped
         * @description Multipart: `file` (JPEG or PNG, schemas/upload-rules.json `hero-cover`) and optionally the crop box `cropLeft`, `cropTop`, `cropWidth`, `cropHeight` as fractions (0-1) of the picture (default: the largest centred 4:3 box). Audit row `hero.cover`.
         */
        post: operations["adminHeroCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/heroes/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a hero from the board (softly); its winner no longer links to it
         * @description Audit row `hero.delete`.
         */
        post: operations["adminHeroDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/heroes/{uid}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a hero
         * @description Audit row `hero.update` (before and after).
         */
        post: operations["adminHeroUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/heroes/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a hero at the end of an edition's board, from a winner (names copied) or typed in
         * @description A winner of another edition, or one that has a hero already, answers 409. Audit row `hero.create`.
         */
        post: operations["adminHeroCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/heroes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edition's heroes in order, its winners without a hero, and whether its board is public */
        get: operations["adminHeroesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/heroes/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an edition's heroes in a new order
         * @description Audit row `hero.reorder`.
         */
        post: operations["adminHeroesReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign jurors evenly (fewest assigned first, never a conflicted juror) until every entry of the stage has its jurors
         * @description Stage 1 assigns eligible entries, stage 2 finalists. Idempotent: only missing places are filled. Audited (`judging.assign`).
         */
        post: operations["judgingAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/assignments/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign one juror to one entry by hand
         * @description 409 when the juror has a conflict with the entry that no admin has overridden.
         */
        post: operations["judgingAssignmentAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/assignments/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove one juror from one entry, with a reason (their sheet goes with it) */
        post: operations["judgingAssignmentRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply the stage's decision: the cut-off over the ranking (and the final meeting's adjustments) through the review machine, in one transaction; the ranking is frozen
         * @description Stage 1: eligible entries selected become finalist, the others not_awarded; stage 2: finalists selected become awarded, the others not_awarded. 409 while a tie at the cut-off is unresolved, when a decision exists, or when an entry is not where the stage applies. Audited (`judging.decide`, and a `registration.transition` row per entry).
         */
        post: operations["judgingDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/entries/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One assigned entry as a juror sees it: the fields the stage's visibility list allows, files under neutral names, the juror's own sheet, and (stage 2, after submitting) the others' scores
         * @description A juror reads only entries assigned to them (403 otherwise); never a national ID, contact data or birthday (schemas/judging/visibility.json).
         */
        get: operations["judgingEntryRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/entries/{uid}/conflict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare a conflict of interest with an entry: hides it from the juror and removes their score
         * @description The assignment is removed and the entry topped up with another juror. Audited (`judging.conflict`).
         */
        post: operations["judgingConflictDeclare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/entries/{uid}/dossier.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entry's dossier for the meeting room (the fields the stage allows, merits, photos, the files list), as PDF */
        get: operations["judgingDossier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/entries/{uid}/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the juror's draft sheet (saved by itself while they type)
         * @description 409 once the sheet is submitted, or when scoring has closed.
         */
        post: operations["judgingSheetSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/entries/{uid}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the sheet: checked against the stage's rubric (schemas/judging/stage-N.schema.json), then locked
         * @description 400 with the rubric's messages when incomplete; 409 when already submitted or scoring has closed. Audited (`judging.submit`).
         */
        post: operations["judgingSheetSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/files/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of an entry, under its neutral name, shown in the browser (PDF, photo, video)
         * @description A juror reads files of entries assigned to them only. Audited once per file and juror (`judging.file`).
         */
        get: operations["judgingFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries assigned to the signed-in juror in a stage, with their sheets' state
         * @description 409 until the juror has declared (judgingDeclarationSave).
         */
        get: operations["judgingMyEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stage for the admin: its settings, the jurors with their load, assignments per entry, conflicts, the decision if taken */
        get: operations["judgingOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The stage's ranking from the submitted sheets, and what a cut-off would select (ties at it flagged) */
        post: operations["judgingRanking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/ranking.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ranking with every juror's scores, as XLSX (the decision's frozen ranking once decided) */
        get: operations["judgingRankingXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set jurors per entry and when scoring closes */
        post: operations["judgingStageSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/sheets/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a submitted sheet, with a reason */
        post: operations["judgingSheetReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/{stage}/ties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the chair's order among entries tied at the cut-off, with a reason */
        post: operations["judgingTieDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/conflicts/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Override a conflict of interest with a reason (the pair may then be assigned) */
        post: operations["judgingConflictOverride"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/judging/declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in juror's declaration (affiliations, pledge), or none yet */
        get: operations["judgingDeclarationRead"];
        put?: never;
        /**
         * Declare affiliations and accept the confidentiality pledge (before any entry is shown)
         * @description Records the declaration (audit `judging.declaration`), then detects conflicts with the assigned entries (same unit, same tax id) and removes those assignments, topping up the entries they leave short.
         */
        post: operations["judgingDeclarationSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news item as staff edit it (its files addressed through the staff path) */
        get: operations["adminNewsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete softly (hidden everywhere public; an admin can restore it) */
        post: operations["adminNewsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/discard-pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop a published item's pending revision (the public version stays as it is); 409 when there is none or the item changed since `version`
         * @description Audit row `news.pending.discard`.
         */
        post: operations["adminNewsDiscardPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (JPEG, PNG, WebP) or a PDF into an item (rules in schemas/admin/news-file-rules.json)
         * @description Streamed and type checked by magic bytes. Images are re-encoded without EXIF/GPS and scaled down to the rules' widest width. The answer gives the staff address (for the editor) and the public one (which answers only while the item is public). Audit row `news.file`.
         */
        post: operations["adminNewsFileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish from `startsAt` on (a future time schedules it); 409 when the item changed since `version`
         * @description An item with a pending revision publishes it: its fields become the item's (the version before is kept in news_revision) and the pending revision is gone. Audit row `news.publish`.
         */
        post: operations["adminNewsPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted item (admin), as it was before deletion */
        post: operations["adminNewsRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's earlier versions, newest first (each as it was before a change, who changed it and when) */
        get: operations["adminNewsRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back to draft (no longer public)
         * @description A pending revision becomes the draft's fields (what the editor was writing is kept; the published version is in news_revision).
         */
        post: operations["adminNewsUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/{uid}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save an item's fields; refused (409) when someone else saved it since `version`
         * @description A draft's fields change (the item as it was is kept in news_revision; audit row `news.update`). A published or scheduled item keeps what the public sees: the save becomes its pending revision (`pending` in the answer), replacing an earlier pending one, until adminNewsPublish publishes it or adminNewsDiscardPending drops it (audit row `news.pending.save`).
         */
        post: operations["adminNewsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The news categories an item may have */
        get: operations["adminNewsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new news item, kept as a draft (the body sanitised with the news allowlist)
         * @description A body that holds nothing once sanitised is refused (400). Audit row `news.create`.
         */
        post: operations["adminNewsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/files/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A news item's file for staff (drafts included), as the editor and the preview show it */
        get: operations["adminNewsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * News items as staff see them (drafts, scheduled, published; deleted ones for admins), newest change first
         * @description The `deleted` filter is for admins (403 for an editor).
         */
        post: operations["adminNewsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One registration as staff read it (every field, files, mails, notes, status history, the actions open to the caller)
         * @description The national ID number is opened for admin and reviewer and masked for editor (e.g. A12****789); an editor gets no files, no receipt list and no notes (null). `availableActions` are the review machine's answer for the caller's role (machines/review availableReviewActions): the buttons to show.
         */
        get: operations["adminRegistrationRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/{uid}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a withdrawn registrant's personal data at their request, keeping the statistics (admin)
         * @description Personal Data Protection Act §3: a registrant who withdrew asks for their data to be deleted. Removes the national ID number, birthday, contact details (the registration's and each receipt's copy), every uploaded file's bytes, the stored receipt PDFs, the name and job, the recommendation, the merits' texts, and the letters sent to the contact address (queue rows and outbox files). The registration row stays with its number, status, category, unit, edition and region, so the counts still hold; the withdrawal can no longer be undone. Refused (409) unless the entry is withdrawn. One audit row (`registrant.erase`) with the reason and the counts.
         */
        post: operations["adminRegistrantErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/{uid}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a staff note to a registration (append-only) */
        post: operations["adminRegistrationNoteAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/{uid}/personal-data-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived download link for everything held about one registrant (admin)
         * @description A registrant's request to read or copy their data (Personal Data Protection Act §3). The link is followed like a registration's ZIP link (GET adminExportZipDownload at `url`: signed, a minute, once, by the admin who asked). The ZIP holds what the registration's ZIP holds (every file, every receipt, the summary), and `個人資料.json` (every field of the registration as stored, the national ID number opened, the requirements, achievements, the staff's notes, each receipt's snapshot, the files' names and hashes), `寄出信件.csv` (each letter queued to the contact address: queued, sent, kind, subject, address) with the `.eml` files the outbox still holds under `寄出信件/`, and `操作紀錄.csv` (the audit rows about the registration). The download is a row of the audit log (action `registrant.export`), written before the first byte.
         */
        post: operations["adminRegistrantDataLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/{uid}/transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A review decision on a registration (the review machine decides whether it is allowed)
         * @description 403 when the caller's role may not take the action, 409 when the registration is not where the action applies or the action lacks what it needs (a reason, a deadline after now); each with its zh-TW message. RETURN mails the registrant the correction request. Every transition is an audit row (`registration.transition`). With `fromStatus` (the status the page showed), a decision made while another one changed the status is refused with 409 and `data` naming the status now and the change that came first (who, what, when): two reviewers deciding at once never both decide.
         */
        post: operations["adminRegistrationTransition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/{uid}/zip-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived download link for the ZIP of one registration's files, with its size (admin, reviewer)
         * @description The ZIP itself is the browser's download (GET adminExportZipDownload at `url`), streamed to disk by its download manager with its progress, never held in the page's memory. The ZIP holds every file under a readable name in the steps' order (the glossary's document name, an index and the original extension), the receipt PDF once the registration has been submitted, and a one-page summary PDF. Nothing is written here; the download is the audit row (action `file.zip`).
         */
        post: operations["adminRegistrationZipLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page of the registrations a filter selects (admin, reviewer, editor)
         * @description Paged and sorted by the server (sort fields are an allowlist); `total` counts every registration the filter selects. No national ID number is ever part of a row. `missing` names the items of the required set (schemas/confirm-required.schema.json) the registration still lacks.
         */
        post: operations["adminRegistrationsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/registrations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts per status and per category, and registrations and submissions per day, for a filter
         * @description Days are Asia/Taipei calendar days from the registration window's opening to the upload window's close, every day listed (zero where nothing happened).
         */
        post: operations["adminRegistrationsSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/reminders/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each reminder kind (REMINDER_DAYS), when it runs, whether it has, and how many registrations it would reach now
         * @description One kind per setting value: a letter N days before the upload window closes (09:00 Taipei time) to every registration still in progress, listing what its final submission still lacks. Each registration gets at most one letter of each kind, whether the scheduler or "send now" sends it.
         */
        get: operations["reminderPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/reminders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The letter of one kind as a registration would get it (the first it would reach, or the one named)
         * @description `data` is null when the kind would reach nobody now and no registration is named. A kind not in the settings, or a registration that does not exist, answers 404. Nothing is written.
         */
        get: operations["reminderPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/reminders/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one kind of reminder now, or a dry run of it
         * @description A dry run (`dryRun: true`) answers how many registrations a real run would reach and the letter of the first, writing and sending nothing. A real run queues one letter per registration in progress not yet reminded of this kind (a second run queues nothing for those already reminded) and writes an audit row (`reminder.send`, the staff member as actor) with each batch it queues. Once the upload window has closed both answer 409.
         */
        post: operations["reminderSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/retention/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove what the plan lists, in batches, one audit row per batch
         * @description Removes what `retentionPlan` lists now, 200 entries (or rows, or files) per batch, each batch its own transaction with its audit row (`retention.apply`: the kind and the counts). Stored files are deleted after their batch commits; a later run deletes any a run stopped before. A second run removes nothing and says so (`removed` all zero, no audit row).
         */
        post: operations["retentionApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/retention/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What retention would remove now for an edition, per kind, and from when each kind applies
         * @description A dry run: counts only, nothing is written. Per kind, how many items a run now would remove and the moment from which the kind applies (entries that did not win: RETENTION_MONTHS after the edition's winner list was published, null while it is not; outbox letters: those older than RETENTION_MONTHS; expired rate-limit and session rows: now). Winners (status awarded or on a winner list) are never counted.
         */
        get: operations["retentionPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/{uid}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a staff account (admin); ends every session of it and voids its enrolment link
         * @description An admin cannot disable their own account (409).
         */
        post: operations["staffDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/{uid}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled staff account again (admin)
         * @description The person signs in with the password and second factor they had. An account disabled before it enrolled is invited again (its link was voided): send its invitation again. An account not disabled is answered as it is.
         */
        post: operations["staffEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/{uid}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an account's invitation again with a new enrolment link (admin); the earlier link stops working
         * @description Only for an account that has not enrolled yet and is not disabled (409 otherwise). The letter is queued; the answer never carries the link.
         */
        post: operations["staffResendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/{uid}/reset-2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a lost second factor (admin); clears the authenticator app, recovery codes and passkeys, ends every session, mails a new enrolment link
         * @description The account goes back to `invited` until its person enrols again with the mailed link (24 hours). An admin cannot reset their own account; a disabled or never enrolled account answers 409 (enable it, or send the invitation again).
         */
        post: operations["staffResetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/{uid}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a staff member's role (admin); ends every session of that account
         * @description An admin cannot change their own role (409), so the programme is never left without one by mistake.
         */
        post: operations["staffChangeRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a staff account and mail its enrolment link (admin)
         * @description The link (`/admin/enrol#<token>`) is valid 24 hours. An e-mail already in use answers 409.
         */
        post: operations["staffInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/staff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff account (admin) */
        get: operations["staffList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/vendors/{uid}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a vendor from the registration form's picker, or show it again (audit-logged) */
        post: operations["adminVendorVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/vendors/import/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a previewed vendor list file, named by its SHA-256 (one transaction, audit-logged)
         * @description Compares the kept file with the list as it is now (the counts may differ from the preview's if the list changed in between) and writes the result in one transaction with an audit row (`vendor.import`: the counts, the file's name and SHA-256). A hash not previewed, or previewed longer ago than `keepMinutes`, answers 404: preview the file again.
         */
        post: operations["adminVendorImportApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/vendors/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a vendor list file (CSV or XLSX) and say what applying it would change; changes nothing
         * @description The file (field `file`; types, size and row limits in schemas/admin/vendor-import.json) is the whole list: rows are new, changed (renamed, a code added, shown again) or unchanged, and vendors absent from it would go (deleted, or hidden when a registration names them). Row errors (unknown category, empty name, duplicates...) are listed in zh-TW with their line; a file with errors cannot be applied. A file without errors is kept on the server by its SHA-256 for `keepMinutes`: apply names that hash.
         */
        post: operations["adminVendorImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/vendors/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page of the vendor list (the unit names registrants pick), shown and hidden (admin, editor)
         * @description By category order and name. `inUse`: a registration names the vendor, so it is hidden, never deleted, when dropped from an imported list.
         */
        post: operations["adminVendorList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/winners/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a winner from its award
         * @description Audit row `award.winner.delete`.
         */
        post: operations["adminWinnerDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1/winners/{uid}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a winner
         * @description Audit row `award.winner.update` (before and after).
         */
        post: operations["adminWinnerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Session check */
        get: operations["authMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/v1/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with registration number, upload login code and security token */
        post: operations["authSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/v1/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out (revokes the session server-side and clears the cookies) */
        get: operations["authSignOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew an expired access token from the refresh cookie */
        post: operations["authToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/awards/v1/list-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Winner lists of an edition, one entry per award */
        post: operations["awardsListAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/v1/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fresh security-check challenge (ALTCHA by default) */
        get: operations["captchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/v1/list-category-provision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eligibility provisions of a category */
        get: operations["commonListCategoryProvision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/v1/list-county": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counties and cities */
        get: operations["commonListCounty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/v1/list-district": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Districts of a county */
        get: operations["commonListDistrict"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/v1/list-job-level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job levels of an individual category */
        get: operations["commonListJobLevel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/v1/list-organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organization categories of an entity type */
        get: operations["commonListOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/v1/list-vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendors of a category, optionally filtered by keyword */
        get: operations["commonListVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["healthCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/v1/cover/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rendition of an uploaded hero cover (WebP or JPEG, one width); cacheable for good, a new upload has new addresses */
        get: operations["leaderboardsCover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/v1/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Heroes board, paged, with an optional keyword */
        post: operations["leaderboardsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/v1/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One hero (team or individual detail page) */
        get: operations["leaderboardsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file uploaded into a news item (image or PDF), only while that item is public
         * @description 404 while the item is a draft, scheduled for later or deleted, as for a file that does not exist.
         */
        get: operations["newsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/v1/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** News items, newest first */
        post: operations["newsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/v1/read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news item with its HTML body */
        get: operations["newsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-data/v1/editions/{edition}/heroes.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An edition's heroes board as CSV (UTF-8 with a BOM, one row per hero)
         * @description Only an edition whose heroes board is published, and only the heroes its board shows. Columns: 屆別, 組別, 團隊名稱, 單位名稱, 姓名, 職稱, 獲獎項目, 簡介, 介紹頁.
         */
        get: operations["openDataHeroesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-data/v1/editions/{edition}/heroes.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edition's heroes board as JSON (the same rows as the CSV) */
        get: operations["openDataHeroesJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-data/v1/editions/{edition}/winners.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An edition's winner list as CSV (UTF-8 with a BOM, one row per winner)
         * @description Only an edition whose winner list is published; only what the public winner list shows (award, group, unit, name, job title). Columns: 屆別, 獎項, 組別, 單位名稱, 姓名, 職稱. A cell that starts like a formula gets a leading apostrophe (CSV injection).
         */
        get: operations["openDataWinnersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-data/v1/editions/{edition}/winners.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edition's winner list as JSON (the same rows as the CSV) */
        get: operations["openDataWinnersJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/achievements/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a merit or bonus-merit entry (description base64 of UTF-8)
         * @description At most schemas/achievement-list.schema.json's maxItems entries per category (409 past it).
         */
        post: operations["achievementsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/achievements/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an entry */
        post: operations["achievementsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/achievements/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merit and bonus-merit entries of a registration */
        get: operations["achievementsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/certificate-employment/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The employment-seniority proof */
        get: operations["certificateEmploymentRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/certificate-employment/update/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach the employment proof (null removes it) */
        post: operations["certificateEmploymentUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/confirm/{sub}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Final submission; locks the registration (idempotent) */
        post: operations["registrationsConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a group or an individual (free); returns the registration number and upload login code */
        post: operations["registrationsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/notify-registration-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend the login code (mails a fresh code; the old one stops working) */
        post: operations["registrationsNotifyRegistrationNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/pictures/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an uploaded tourism photo with its caption */
        post: operations["picturesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/pictures/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a tourism photo */
        post: operations["picturesDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/pictures/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tourism event photos */
        get: operations["picturesRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/profession-pictures/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an uploaded workplace photo (at most 5) */
        post: operations["professionPicturesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/profession-pictures/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a workplace photo */
        post: operations["professionPicturesDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/profession-pictures/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Workplace photos (exactly 5 are required before submission) */
        get: operations["professionPicturesRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's registration data (edit mode prefill) */
        get: operations["registrationsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/receipt/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt (PDF) of the registration's latest confirm
         * @description Each confirm has a receipt of its own, numbered (a registration returned for correction and confirmed again has a second one); this serves the latest, whatever the status since (under review, decided, returned). 404 before the first confirm.
         */
        get: operations["registrationsReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/recommendation/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved recommendation (data null when none yet) */
        get: operations["recommendationRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/recommendation/update/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the recommendation (letter or validated number, and source unit) */
        post: operations["recommendationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/self-introduction/read/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The optional self-introduction video */
        get: operations["selfIntroductionRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/self-introduction/update/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach the self-introduction video (null removes it) */
        post: operations["selfIntroductionUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/submission-check/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the final submission still lacks, judged by the server (schemas/confirm-required.schema.json)
         * @description The facts the required set is judged on and the items still missing, each with its zh-TW name, in the schema's order (empty when the set is complete). The browser shows this answer and never judges the set itself; the final submission refuses with the same list.
         */
        get: operations["registrationsSubmissionCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/update/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit one's registration (editable status and open window only) */
        post: operations["registrationsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/v1/validate-recommendation-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that a recommendation number names another existing registration */
        post: operations["registrationsValidateRecommendationNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/v1/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one's file */
        get: operations["resourcesDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/v1/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file for a purpose (streamed; type checked by magic bytes)
         * @description Candidate and tourism photos accept a security token (`cfToken`) in place of a session;
         *     every other purpose needs the session. Rules per purpose: schemas/upload-rules.json. Quotas
         *     (schemas/upload-quotas.json): files uploaded and not attached, per registration or, anonymous,
         *     per client address (409), and the bytes a registration keeps (413). A file name that is blank
         *     or holds invisible or bidi control characters is refused (400, schemas/file-name.schema.json);
         *     a name over 200 characters is shortened in its stem, keeping its extension.
         */
        post: operations["resourcesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/v1/resumable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable upload (tus 1.0 creation) of the self-introduction video
         * @description tus protocol (x-protocol: tus), served by src/server/features/resources/resumable.ts. `Upload-Metadata`
         *     carries `purpose` (only `self-introduction-video`) and `filename`; `Upload-Length` is required and held to the
         *     purpose's maxBytes (schemas/upload-rules.json) and the registration's byte quota (413, the same texts as
         *     resourcesCreate). The answer's `Location` is relative. Unfinished uploads expire after 24 hours.
         */
        post: operations["resourcesResumableCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/v1/resumable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload's id (from `Location`); only its registration may use it (404 otherwise). */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Give up an unfinished upload (tus termination) */
        delete: operations["resourcesResumableCancel"];
        options?: never;
        /** How much of the upload has arrived (tus `Upload-Offset`) */
        head: operations["resourcesResumableOffset"];
        /**
         * Send the next chunk (at most 16 MiB; the site sends 8 MiB)
         * @description When the last byte arrives the file goes through resourcesCreate's checks (type by content, size, byte quota):
         *     200 with the FileResource envelope, or the refusal (415 for a file that is not an MP4), its bytes deleted.
         */
        patch: operations["resourcesResumableAppend"];
        trace?: never;
    };
    "/api/settings/v1/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public programme settings (dates, windows, contact data, video ids) */
        get: operations["settingsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A replaced film's MP4 or captions (WebVTT), while that replacement is in place; Range requests answer 206
         * @description 404 once the film is restored or replaced again, as for a file that does not exist. One byte range per request (seeking on phones); an unsatisfiable one answers 416.
         */
        get: operations["filmFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** 上傳登入碼 */
        accessCode: string;
        Achievement: {
            achievementCategoryResp: {
                slug: string;
            };
            /** Format: date-time */
            createdAt: string;
            description: string;
            month: number;
            uid: string;
            year: number;
        };
        /** 新增事蹟（傳輸） */
        "achievement-create.schema": {
            /**
             * @description {product}_tourism is the literal slug of the excellent-achievement category (SPEC.md section 3).
             * @enum {string}
             */
            achievementCategory: "{product}_tourism" | "sustainable_environment" | "tech_progress";
            /** @description UTF-8 text, base64-encoded; the server decodes it and applies achievement-entry.schema.json. */
            description: string & components["schemas"]["visibleMultilineText"];
            month: components["schemas"]["month"];
            registrationUid: components["schemas"]["uid"];
            year: components["schemas"]["rocYear"];
        };
        /**
         * 審查操作
         * @enum {string}
         */
        action: "RETURN" | "EXPIRE" | "STAGE1_ELIGIBLE" | "STAGE1_INELIGIBLE" | "STAGE2_FINALIST" | "STAGE2_NOT_AWARDED" | "FINAL_AWARDED" | "FINAL_NOT_AWARDED" | "WITHDRAW" | "UNDO";
        /** 地址 */
        address: string & components["schemas"]["visibleText"];
        AdminApplicant: {
            achievements: components["schemas"]["Achievement"][];
            correctionRequest: components["schemas"]["CorrectionRequest"] | null;
            /** @description Every status change (audit rows `registration.transition`), oldest first */
            history: components["schemas"]["StatusChange"][];
            jobLevelName: string | null;
            /** @description Mails queued to the registration's contact address, newest first */
            mails: {
                /** Format: date-time */
                createdAt: string;
                id: string;
                kind: string;
                /** Format: date-time */
                sentAt: string | null;
                /** @enum {string} */
                status: "sent" | "queued";
                subject: string;
            }[];
            /** @description indPersonalIdNumber is masked (without readNationalId) */
            nationalIdMasked: boolean;
            provisions: {
                isSatisfied: boolean;
                legalBasis: string;
                provisionId: number;
                title: string;
            }[];
            recommendation: null | {
                recommendationNumber: string | null;
                recommendationSource: string;
                /** @description The registration the recommendation number names */
                recommending: null | {
                    organizationName: string;
                    registrationNumber: string;
                    uid: string;
                };
                /** @enum {string} */
                referralMethod: "self_registration" | "referred";
            };
            /** @description Every field of the form; indAvatarResourcesResp is null here (the candidate photo is in files) */
            registration: components["schemas"]["RegistrationRead"];
            submissionCheck: components["schemas"]["SubmissionCheck"];
        };
        AdminAward: {
            title: string | null;
            uid: string;
            winners: components["schemas"]["AdminWinner"][];
        };
        AdminAwardsEdition: {
            awards: components["schemas"]["AdminAward"][];
            editionCategory: components["schemas"]["editionCategory"];
            publication: components["schemas"]["AdminPublication"];
        };
        /** @description A registration's file as staff see it (never to an editor) */
        AdminFile: {
            fileSize: number;
            fileType: string;
            imageInfo?: components["schemas"]["ImageInfo"];
            /** @description A tourism photo's caption */
            note: string | null;
            originalFilename: string;
            purpose: components["schemas"]["UploadPurpose"];
            sha256: string;
            /** @description Images only: the server-made thumbnail */
            thumbnailUrl: string | null;
            uid: string;
            /** Format: date-time */
            uploadTime: string;
            /** @description The staff download path (/api/admin/v1/files/<uid>) */
            url: string;
        };
        AdminFilm: {
            kind: components["schemas"]["kind"];
            /** @description Null while the built-in film plays */
            replaced: null | {
                /** Format: date-time */
                at: string;
                /** @description Who replaced it (the staff member's name or e-mail) */
                by: string | null;
                /** @description The MP4's size */
                bytes: number;
                film: components["schemas"]["ReplacedFilm"];
            };
        };
        AdminHero: {
            /** @description Null until a cover is uploaded: the public board lists heroes with a cover only */
            coverUrl: string | null;
            entityType: components["schemas"]["entityType"];
            honorPersonalStatement: string;
            indJobTitle: string | null;
            indName: string | null;
            name: string | null;
            organizationName: string | null;
            registrationUid: string | null;
            story: string;
            uid: string;
            winnerUids: string[];
        };
        AdminHeroesEdition: {
            editionCategory: components["schemas"]["editionCategory"];
            heroes: components["schemas"]["AdminHero"][];
            publication: components["schemas"]["AdminPublication"];
            winnersWithoutHero: components["schemas"]["AdminWinner"][];
        };
        AdminNewsFile: {
            fileSize: number;
            fileType: string;
            height: number | null;
            originalFilename: string;
            /** @description What the stored body names (answers only while the item is public) */
            publicUrl: string;
            /** @description What the editor inserts and shows */
            staffUrl: string;
            uid: string;
            width: number | null;
        };
        AdminNewsItem: components["schemas"]["AdminNewsRow"] & {
            /** @description The sanitised body; the item's files addressed through the staff path */
            content: string;
            files: components["schemas"]["AdminNewsFile"][];
            pending: components["schemas"]["AdminNewsPending"] | null;
            summary: string | null;
        };
        /** @description A published or scheduled item's changes, saved but not public until published */
        AdminNewsPending: {
            /** @description The category's slug */
            category: string;
            /** @description As AdminNewsItem.content */
            content: string;
            /** Format: date-time */
            savedAt: string;
            /** @description The staff member's name */
            savedBy: string | null;
            /** Format: date-time */
            startsAt: string;
            summary: string | null;
            title: string;
        };
        AdminNewsRevision: {
            /** @description The change that replaced it (news.update, news.publish, and so on) */
            action: string;
            category: string;
            /** Format: date-time */
            changedAt: string;
            /** @description The staff member's name (the e-mail for a change made before names were kept) */
            changedBy: string | null;
            content: string;
            /** Format: date-time */
            deletedAt: string | null;
            published: boolean;
            /** Format: date-time */
            startsAt: string;
            summary: string | null;
            title: string;
            uid: string;
            /** @description The version this revision was */
            version: number;
        };
        /** @description The item as the public sees it (or will, once published); a pending revision is apart. */
        AdminNewsRow: {
            category: components["schemas"]["NewsCategory"];
            /** @description A published or scheduled item has changes saved but not published */
            hasPendingChanges: boolean;
            /** Format: date-time */
            startsAt: string;
            state: components["schemas"]["AdminNewsState"];
            title: string;
            uid: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Every save counts, a pending revision's too: the token of adminNewsUpdate, adminNewsPublish and adminNewsDiscardPending */
            version: number;
        };
        /**
         * @description draft (never public), scheduled (published, startsAt still ahead), published (public), deleted
         * @enum {string}
         */
        AdminNewsState: "draft" | "scheduled" | "published" | "deleted";
        AdminPublication: {
            awards: components["schemas"]["AdminPublicationState"];
            editionCategory: components["schemas"]["editionCategory"];
            heroes: components["schemas"]["AdminPublicationState"];
        };
        /** @description Null while hidden */
        AdminPublicationState: {
            /** Format: date-time */
            publishedAt: string;
            /** @description Who published it: the staff member's name (their e-mail when the account is gone); null for the editions the migration published */
            publishedBy: string | null;
        } | null;
        /** @description What every role that reads a registration sees (the winner picker needs no more) */
        AdminRegistrationBrief: {
            categoryName: string;
            entityType: components["schemas"]["entityType"];
            organizationName: string;
            /** @description The candidate's name (individuals) */
            personName: string | null;
            registrationNumber: string;
            status: components["schemas"]["RegistrationStatus"];
            /** Format: date-time */
            statusChangedAt: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            /** Format: uuid */
            uid: string;
        };
        /** @description One registration as staff read it. What a role may see beyond the brief follows x-capabilities (readApplicant, readFiles, readNationalId). */
        AdminRegistrationDetail: {
            /** @description The entry beyond its brief; null without readApplicant */
            applicant: components["schemas"]["AdminApplicant"] | null;
            availableActions: components["schemas"]["action"][];
            brief: components["schemas"]["AdminRegistrationBrief"];
            /** @description null without readFiles */
            files: components["schemas"]["AdminRegistrationFiles"] | null;
            /** @description Staff notes, oldest first; null without readApplicant */
            notes: components["schemas"]["StaffNote"][] | null;
            /** @description The receipts made so far and the files as the latest lists them, with their SHA-256; null without readFiles */
            receipt: null | {
                /** @description One receipt per confirm, the first confirm's first (a return for correction and a new confirm add one); the registration's ZIP holds each PDF */
                history: {
                    sequence: number;
                    /** @description The receipt PDF has been made */
                    stored: boolean;
                    /** Format: date-time */
                    submittedAt: string;
                }[];
                items: {
                    fileSize: number;
                    label: string;
                    originalFilename: string;
                    sha256: string;
                }[];
            };
        };
        AdminRegistrationFiles: {
            candidatePhoto: components["schemas"]["AdminFile"] | null;
            employmentProof: components["schemas"]["AdminFile"] | null;
            recommendationLetter: components["schemas"]["AdminFile"] | null;
            selfIntroduction: components["schemas"]["AdminFile"] | null;
            tourismPhotos: components["schemas"]["AdminFile"][];
            workplacePhotos: components["schemas"]["AdminFile"][];
        };
        AdminRegistrationRow: {
            categoryName: string;
            categorySlug: string;
            /** Format: date-time */
            createdAt: string;
            edition: number;
            /** @enum {string} */
            entityType: "group" | "individual";
            /** @description Items of the required set still lacking, in the steps' order */
            missing: components["schemas"]["requiredItem"][];
            /** @description The unit's name */
            organizationName: string;
            /** @description The candidate's name (individuals) */
            personName: string | null;
            registrationNumber: string;
            status: components["schemas"]["RegistrationStatus"];
            /** @description zh-TW name of the status (REGISTRATION_STATUS_LABELS, keyed by status) */
            statusLabel: string;
            /**
             * Format: date-time
             * @description The first final submission
             */
            submittedAt: string | null;
            /** Format: uuid */
            uid: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminRegistrationSummary: {
            /** @description The categories holding at least one selected registration, in the programme's order */
            byCategory: {
                count: number;
                /** @enum {string} */
                entityType: "group" | "individual";
                name: string;
                slug: string;
            }[];
            /** @description Every status in lifecycle order, zero included */
            byStatus: {
                count: number;
                label: string;
                status: components["schemas"]["RegistrationStatus"];
            }[];
            /** @description Every Taipei day of the window, oldest first */
            perDay: {
                /**
                 * Format: date
                 * @description YYYY-MM-DD, Asia/Taipei
                 */
                date: string;
                /** @description Registrations created that day */
                registrations: number;
                /** @description First final submissions that day */
                submissions: number;
            }[];
            total: number;
        };
        AdminTransitioned: {
            from: components["schemas"]["RegistrationStatus"];
            status: components["schemas"]["RegistrationStatus"];
        };
        AdminVendor: {
            categoryName: string;
            categorySlug: string;
            /** @description The imported file's own key of the unit, if it has one */
            code: string | null;
            /**
             * Format: date-time
             * @description Not null: not offered in the registration form
             */
            hiddenAt: string | null;
            /** @description A registration names it (never deleted, only hidden) */
            inUse: boolean;
            /** @description Fictional demo content (SEED_DEMO) */
            isDemo: boolean;
            name: string;
            uid: string;
        };
        AdminWinner: {
            entityType: components["schemas"]["entityType"];
            heroUid: string | null;
            indJobTitle: string | null;
            indName: string | null;
            organizationName: string | null;
            personName: string | null;
            registrationNumber: string | null;
            registrationUid: string | null;
            uid: string;
        };
        AdminWinnerCandidate: {
            entityType: components["schemas"]["entityType"];
            indJobTitle: string | null;
            organizationName: string;
            personName: string | null;
            registrationNumber: string;
            /** @enum {string} */
            status: "eligible" | "finalist" | "awarded";
            uid: string;
        };
        affiliation: {
            /** 單位名稱 */
            name: string & components["schemas"]["visibleText"];
            /** 統一編號（選填） */
            taxId?: string | null;
        };
        /**
         * 我已閱讀並同意承諾事項
         * @constant
         */
        agreedToTerms: true;
        /**
         * 稽核紀錄查詢
         * @description The audit log's filter and page (admin). Every field is optional; an empty filter is the whole log, newest first.
         */
        "audit-filter.schema": {
            /**
             * 動作
             * @description The action, or its first part (e.g. staff. or registration.transition)
             */
            action?: string;
            /**
             * 操作者
             * @description Part of the actor's e-mail or label
             */
            actor?: string & components["schemas"]["visibleText"];
            /**
             * 起始日期
             * Format: date
             * @description The first Taipei calendar day (YYYY-MM-DD) of the rows
             */
            from?: string;
            /** @default 1 */
            page: number;
            /** @default 50 */
            pageSize: number;
            /**
             * 報名編號
             * @description The rows about this registration: its transitions, notes and the downloads of its files
             */
            registrationNumber?: string & components["schemas"]["visibleText"];
            /** 對象識別碼 */
            subjectUid?: string & components["schemas"]["visibleText"];
            /**
             * 結束日期
             * Format: date
             * @description The last Taipei calendar day (YYYY-MM-DD) of the rows, the whole of it
             */
            to?: string;
        };
        AuditEvent: {
            action: string;
            /** @enum {string} */
            actorKind: "staff" | "registrant" | "system" | "anonymous";
            /** @description A staff e-mail or registration number, as it was then */
            actorLabel: string | null;
            actorUid: string | null;
            /** Format: date-time */
            at: string;
            clientAddress: string | null;
            detail: {
                [key: string]: unknown;
            };
            id: string;
            subjectKind: string | null;
            subjectUid: string | null;
        };
        /**
         * 通行金鑰
         * @description A passkey's signature as navigator.credentials.get() answered it (AuthenticationResponseJSON).
         */
        authenticationCredential: {
            authenticatorAttachment?: string;
            clientExtensionResults?: {
                [key: string]: unknown;
            };
            id: components["schemas"]["credentialId"];
            rawId: components["schemas"]["credentialId"];
            response: {
                authenticatorData: components["schemas"]["base64url"];
                clientDataJSON: components["schemas"]["base64url"];
                signature: components["schemas"]["base64url"];
                userHandle?: string;
            };
            /** @constant */
            type: "public-key";
        };
        /** 得獎者 */
        "award-winner.schema": {
            /**
             * 組別
             * @enum {string}
             */
            entityType: "group" | "individual";
            /** 職稱 */
            indJobTitle?: components["schemas"]["text100"];
            /** 顯示姓名（個人組） */
            indName?: components["schemas"]["text50"];
            /** 單位名稱 */
            organizationName?: components["schemas"]["text100"];
            /** 姓名 */
            personName?: components["schemas"]["text50"];
            /**
             * 報名資料
             * Format: uuid
             */
            registrationUid?: string;
        };
        /** 獎項 */
        "award.schema": {
            /** 獎項名稱 */
            title: string & components["schemas"]["visibleText"];
        };
        AwardGroup: {
            /** @description The award title */
            award: string | null;
            winners: components["schemas"]["Winner"][];
        };
        /** 得獎名單查詢 */
        "awards-list.schema": {
            editionCategory: components["schemas"]["editionCategory"];
        };
        base64url: string;
        /**
         * 出生日期
         * Format: birth-date
         */
        birthDate: string;
        /**
         * 公開頁面
         * @enum {string}
         */
        board: "awards" | "heroes";
        /**
         * 候選人照片
         * Format: uuid
         */
        candidatePhotoUid: string;
        /** @description The provider's challenge, passed to the widget as is. */
        CaptchaChallenge: {
            [key: string]: unknown;
        };
        /** 類別 */
        category: string;
        /** 年資證明 */
        "certificate-employment-update.schema": {
            certificateEmploymentResourcesUid: components["schemas"]["uid"] | null;
        };
        CertificateEmployment: {
            certificateEmploymentResourcesResp: components["schemas"]["FileResource"] | null;
        };
        /** 安全驗證 */
        cfToken: string;
        /** 確認送出 */
        "confirm.schema": {
            cfToken: components["schemas"]["cfToken"];
        };
        /** 聯絡人姓名 */
        contactName: string;
        /** 內文 */
        content: string;
        CorrectionRequest: {
            /**
             * Format: date-time
             * @description Writes are refused after it, as after the upload window
             */
            deadline: string;
            /** @description The reviewer's words */
            reason: string;
        };
        County: {
            name: string;
            slug: string;
        };
        /** 縣市 */
        countySlug: string & components["schemas"]["visibleText"];
        /** 通行金鑰 */
        credentialId: string;
        /** 門檻 */
        cutoff: {
            /**
             * 門檻方式
             * @enum {string}
             */
            kind: "count" | "score";
            /** 門檻值 */
            value: number;
        };
        /** 截止前天數 */
        days: number;
        /** @description A review decision refused because another came first */
        DecidedMeanwhile: {
            current: components["schemas"]["RegistrationStatus"];
            lastChange: components["schemas"]["StatusChange"] | null;
        };
        /** 顯示名稱 */
        displayName: string & components["schemas"]["visibleText"];
        District: {
            name: string;
            slug: string;
            zip: string;
        };
        /** 鄉鎮市區 */
        districtSlug: string & components["schemas"]["visibleText"];
        /**
         * 抽獎種子承諾
         * @description Recorded before the recommendation period ends, so the draw's seed is fixed before the tickets are known (issue 30, item 7): either the SHA-256 of a seed kept secret until the draw (method sha256), or the public source that will produce the seed after the period ends, described in words (method external, e.g. a lottery draw of a fixed date).
         */
        "draw-commitment.schema": {
            /**
             * 承諾方式
             * @enum {string}
             */
            method: "sha256" | "external";
            /** 種子的 SHA-256 */
            seedSha256?: string;
            /** 種子來源 */
            source?: string & components["schemas"]["visibleText"];
        } & (unknown & unknown);
        /**
         * 推薦抽獎種子
         * @description The text typed at the draw (e.g. the witnessing lawyer's number): the draw is computed from it and the ticket list, so anyone can re-run it (README "The recommendation draw").
         */
        "draw-seed.schema": {
            /** 提前抽獎理由 */
            earlyReason?: string & components["schemas"]["visibleMultilineText"];
            /** 抽獎種子 */
            seed: string & components["schemas"]["visibleText"];
        };
        /** @description What the draw's seed was fixed to before the recommendation period ended: SHA-256(seed) in lower-case hex (method sha256; anyone checks it against the seed published with the draw), or the public source that produces the seed (method external). */
        DrawCommitment: {
            /** Format: date-time */
            committedAt: string;
            /** @description The staff e-mail who recorded it */
            committedBy: string;
            /** @enum {string} */
            method: "sha256" | "external";
            /** @description The public news item that published it */
            newsUid: string;
            /** @description method sha256: 64 lower-case hex digits of SHA-256 of the seed (NFC, trimmed, UTF-8) */
            seedSha256: string | null;
            /** @description method external: the public source of the seed, in words */
            source: string | null;
            /** @description How many tickets there were when it was recorded (published with it) */
            ticketsAtCommit: number;
            uid: string;
        };
        DrawPublication: {
            alreadyPublished: boolean;
            /** @description Letters queued by this call (0 when it was published before) */
            lettersQueued: number;
            newsUid: string;
            /** Format: date-time */
            publishedAt: string;
        };
        DrawRecommendation: {
            /** @description The recommender's early-bird place (1…), on the recommendation that earned it */
            earlyBirdPlace: number | null;
            recommended: components["schemas"]["DrawRegistrationRef"] & {
                status: components["schemas"]["RegistrationStatus"];
            };
            /**
             * Format: date-time
             * @description When the number was saved in step 3
             */
            recommendedAt: string | null;
            recommender: components["schemas"]["DrawRegistrationRef"];
            /**
             * Format: date-time
             * @description When the recommended one registered
             */
            registeredAt: string;
            /**
             * @description successful - counts (one ticket); not_saved - named only on the register form, step 3 has not saved the number; not_submitted - saved, but the recommended registration has not been submitted (confirmed) yet; withdrawn - the recommended registration was withdrawn
             * @enum {string}
             */
            state: "successful" | "not_saved" | "not_submitted" | "withdrawn";
        };
        DrawRegistrationRef: {
            /** @description The unit, or for an individual the candidate and the unit (as letters name them) */
            name: string;
            registrationNumber: string;
            uid: string;
        };
        DrawState: {
            /**
             * Format: date-time
             * @description When the recommendation period ends (the upload window closes, from the settings): a draw before it is refused, unless an admin gives a reason (drawBeforeClose)
             */
            closesAt: string;
            /** @description The commitment in force for the edition's seed (null before one is recorded); a draw needs it */
            commitment: components["schemas"]["DrawCommitment"] | null;
            draw: components["schemas"]["RewardDraw"] | null;
            /** @description The tickets a draw run now would use (before the draw; after it, compare with the kept ones) */
            tickets: string[];
        };
        DrawVerification: {
            sameWinners: boolean;
            seed: string;
            winners: components["schemas"]["DrawWinner"][];
        };
        DrawWinner: {
            name: string;
            /**
             * @description REWARD_PRIZES.draw kind
             * @enum {string}
             */
            prize: "voucher" | "gift";
            registrationNumber: string;
        };
        /** 公開或隱藏一屆的得獎名單或英雄榜 */
        "edition-publish.schema": {
            board: components["schemas"]["board"];
            editionCategory: components["schemas"]["editionCategory"];
            published: boolean;
        };
        /**
         * 屆別
         * @enum {string}
         */
        editionCategory: "edition_1st" | "edition_2nd" | "edition_3rd";
        /**
         * 屆別
         * @enum {integer}
         */
        editionNumber: 1 | 2 | 3;
        /**
         * 電子郵件
         * Format: email
         */
        email: string;
        /**
         * @description Whom the seniority proof is asked of (SPEC.md section 1): required of individuals outside travel agencies, optional for travel-agency staff, not needed of groups
         * @enum {string}
         */
        EmploymentProofNeed: "required" | "optional" | "not-needed";
        EmptyEnvelope: components["schemas"]["Envelope"] & {
            data: null;
        };
        /** 啟用連結 */
        enrolmentToken: string;
        /** @enum {string} */
        entityType: "group" | "individual";
        Envelope: {
            /** @description 0 on success */
            code: number;
            message: string;
        };
        /** @description What an erase removed, per kind */
        EraseResult: {
            contacts: number;
            files: number;
            letterFiles: number;
            letters: number;
            merits: number;
            nationalIds: number;
            receiptPdfs: number;
        };
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data: null;
        };
        /** 傳真 */
        fax: string;
        FieldError: {
            /** @description Property path, e.g. contactEmail or provisions/0 */
            field: string;
            message: string;
        };
        FileResource: {
            fileSize: number;
            /** @description Detected MIME type */
            fileType: string;
            imageInfo?: components["schemas"]["ImageInfo"];
            originalFilename: string;
            sha256?: string;
            uid: string;
            /** Format: date-time */
            uploadTime: string;
            /** @description Download path under /api/resources/v1/ */
            url: string;
        };
        FilmCue: {
            /** @description Seconds */
            end: number;
            /** @description Seconds */
            start: number;
            /** @description The cue's plain text (lines joined by a space) */
            text: string;
        };
        FilmKind: components["schemas"]["kind"];
        /** @enum {string} */
        groupCategory: "org-grp_tourism-industry-association" | "org-grp_hotel-industry" | "org-grp_travel-industry" | "org-grp_tourism-recreation" | "org-grp_tourism-promotion-association";
        /**
         * 通行金鑰驗證代碼
         * @description The handle of the ceremony the options answer started (single use, 5 minutes).
         */
        handle: string;
        Health: {
            /** @enum {string} */
            database: "pglite" | "postgres";
            /** @enum {string} */
            status: "ok";
        };
        Hero: {
            coverResourcesResp: {
                /** @description Uploaded covers only: the renditions per type, for a picture element (srcset with widths) */
                sources?: {
                    srcset: string;
                    /** @enum {string} */
                    type: "image/webp" | "image/jpeg";
                }[];
                /** @description The cover (for an uploaded one: its larger JPEG) */
                url: string;
            };
            entityType: components["schemas"]["entityType"];
            honorPersonalStatement: string;
            indJobTitle: string | null;
            indName: string | null;
            /** @description Team name (groups) */
            name: string | null;
            organizationName: string | null;
            uid: string;
        };
        /** 英雄榜項目 */
        "hero.schema": {
            /**
             * 組別
             * @enum {string}
             */
            entityType: "group" | "individual";
            /** 得獎感言 */
            honorPersonalStatement: string & components["schemas"]["visibleText"];
            /** 職稱（個人組） */
            indJobTitle?: components["schemas"]["text100"];
            /** 姓名（個人組） */
            indName?: components["schemas"]["text100"];
            /** 團隊名稱（團體組） */
            name?: components["schemas"]["text100"];
            /** 單位名稱 */
            organizationName?: components["schemas"]["text100"];
            /** 英雄故事 */
            story: string & components["schemas"]["visibleMultilineText"];
        };
        HeroDetail: components["schemas"]["Hero"] & {
            awardTitle: string | null;
            editionCategory: components["schemas"]["editionCategory"];
            /** @description Plain text, paragraphs separated by blank lines */
            story: string;
        };
        /** @description What the photo's metadata says (for the 6-month / 300 dpi warnings; never a refusal) */
        ImageInfo: {
            dpi?: number | null;
            height?: number;
            /** Format: date-time */
            takenAt?: string | null;
            width?: number;
        };
        /** @enum {string} */
        individualCategory: "org-ind_tourism-industry-staff" | "org-ind_hotel-industry-staff" | "org-ind_homestay-operator" | "org-ind_travel-industry-comprehensive" | "org-ind_travel-industry-class-a" | "org-ind_travel-industry-class-b" | "org-ind_tourism-recreation-staff" | "org-ind_enthusiastic-tourism-staff" | "org-ind_tour-guide" | "org-ind_tour-leader";
        /** 112 至 114 年是否曾受處分（第九條） */
        isPenalized: boolean;
        /** 職級類別 */
        jobLevel: string & components["schemas"]["visibleText"];
        JobLevel: {
            description: string;
            name: string;
            slug: string;
        };
        /** 職稱細項 */
        jobTitle: string & components["schemas"]["visibleText"];
        /** 指派評審 */
        "judging-assignment-add.schema": {
            jurorUid: components["schemas"]["staffUid"];
            registrationUid: components["schemas"]["uid"];
        };
        /** 取消指派 */
        "judging-assignment-remove.schema": {
            jurorUid: components["schemas"]["staffUid"];
            reason: components["schemas"]["reason"];
            registrationUid: components["schemas"]["uid"];
        };
        /** 聲明利益迴避 */
        "judging-conflict-declare.schema": {
            reason: components["schemas"]["reason"];
        };
        /** 覆核利益迴避 */
        "judging-conflict-override.schema": {
            jurorUid: components["schemas"]["staffUid"];
            reason: components["schemas"]["reason"];
            registrationUid: components["schemas"]["uid"];
        };
        /** 決議 */
        "judging-decide.schema": {
            /** 會議調整 */
            adjustments?: {
                registrationUid: components["schemas"]["uid"];
                selected: boolean;
            }[];
            cutoff: components["schemas"]["cutoff"];
            reason?: components["schemas"]["reason"];
        };
        /** 利益迴避聲明與保密承諾 */
        "judging-declaration.schema": {
            /** 任職或往來單位 */
            affiliations: components["schemas"]["affiliation"][];
            /**
             * 我承諾對評審資料保密，且不利用評審資料於評審以外之用途
             * @constant
             */
            pledge: true;
        };
        /** 排名 */
        "judging-ranking-request.schema": {
            cutoff?: components["schemas"]["cutoff"];
        };
        /** 評分草稿 */
        "judging-sheet-draft.schema": {
            comment?: string & components["schemas"]["visibleMultilineText"];
            scores?: {
                [key: string]: number;
            };
        };
        /** 重新開放評分表 */
        "judging-sheet-reopen.schema": {
            jurorUid: components["schemas"]["staffUid"];
            reason: components["schemas"]["reason"];
            registrationUid: components["schemas"]["uid"];
        };
        /** 評審階段設定 */
        "judging-stage-settings.schema": {
            /** 每件評審人數 */
            jurorsPerEntry: number;
            /**
             * 評分截止時間
             * Format: date-time
             */
            scoringClosesAt: string | null;
        };
        /** 主席裁定同分順序 */
        "judging-tie-decision.schema": {
            /** 裁定順序（前者優先） */
            order: components["schemas"]["uid"][];
            reason: components["schemas"]["reason"];
        };
        JudgingConflict: {
            /** Format: date-time */
            createdAt: string;
            jurorName: string;
            jurorUid: string;
            overridden: boolean;
            overrideReason?: string | null;
            reason: string;
            registrationNumber: string;
            registrationUid: string;
            /** @enum {string} */
            source: "declared" | "affiliation" | "taxId" | "recommendation";
        };
        JudgingDecision: {
            cutoff: components["schemas"]["cutoff"];
            /** Format: date-time */
            decidedAt: string;
            decidedBy: string;
            selected: string[];
            stage: number;
            uid: string;
        };
        JudgingDeclaration: {
            affiliations: {
                name: string;
                taxId: string | null;
            }[];
            /** @description The juror has declared and accepted the pledge */
            declared: boolean;
            /** Format: date-time */
            pledgeAcceptedAt: string | null;
        };
        JudgingEntry: {
            achievements: {
                /** @description The category's zh-TW name */
                category: string;
                description: string;
                month: number;
                year: number;
            }[];
            /** @description The entry's files the stage's visibility list allows, under neutral names (not the review desk's files, readFiles) */
            attachments: components["schemas"]["JudgingFile"][];
            /** @description The entry's fields the stage's visibility list allows (schemas/judging/visibility.json), in order */
            fields: {
                key: string;
                label: string;
                value: string;
            }[];
            /** @description The other jurors' submitted sheets: stage 2 only, and only once this juror has submitted (null otherwise) */
            others: null | {
                comment: string;
                juror: string;
                scores: {
                    [key: string]: number;
                };
                weighted: number;
            }[];
            registrationUid: string;
            sheet: components["schemas"]["JudgingSheet"];
            stage: components["schemas"]["JudgingStageInfo"];
        };
        JudgingFile: {
            caption?: string | null;
            fileSize: number;
            fileType: string;
            label: string;
            /** @description A neutral name (the kind of file and its place: 觀光活動照片-01.jpg) */
            name: string;
            uid: string;
            /** @description Shown in the browser (judgingFile) */
            url: string;
        };
        JudgingMyStage: {
            entries: {
                categoryName: string;
                entityType: components["schemas"]["entityType"];
                /** @description The candidate (the candidate and the unit, or the unit) */
                name: string;
                registrationNumber: string;
                registrationUid: string;
                sheet: components["schemas"]["JudgingSheetState"];
            }[];
            stage: components["schemas"]["JudgingStageInfo"];
        };
        JudgingOverview: {
            conflicts: components["schemas"]["JudgingConflict"][];
            decision?: null | components["schemas"]["JudgingDecision"];
            /** @description The stage's entries (stage 1 eligible, stage 2 finalists) with their jurors */
            entries: {
                jurors: {
                    name: string;
                    sheet: components["schemas"]["JudgingSheetState"];
                    uid: string;
                }[];
                name: string;
                registrationNumber: string;
                registrationUid: string;
                status: components["schemas"]["RegistrationStatus"];
            }[];
            /** @description Every active juror with their load in the stage */
            jurors: {
                assigned: number;
                declared: boolean;
                drafts: number;
                email: string;
                name: string;
                submitted: number;
                uid: string;
            }[];
            /** @description Entries with fewer jurors than the stage asks (too few jurors without a conflict) */
            short: string[];
            stage: components["schemas"]["JudgingStageInfo"];
        };
        JudgingRanking: {
            criteria: {
                key: string;
                title: string;
                weight: number;
            }[];
            cutoff?: null | components["schemas"]["cutoff"];
            /** @description Jurors with fewer sheets than the minimum (their names) */
            jurorsBelowMinimum: string[];
            minimumPerJuror: number;
            normalizationShown: boolean;
            rows: components["schemas"]["JudgingRankingRow"][];
            stage: components["schemas"]["JudgingStageInfo"];
            /** @description The rubric's tie rule in words */
            tieRule: string;
            /** @description Registrations tied across the cut-off that neither the tie rule nor the chair separates: the decision waits for them */
            unresolvedTie: string[];
        };
        JudgingRankingRow: {
            /** @description Tied with an entry on the other side of the cut-off */
            atCutoff: boolean;
            chairPosition: number | null;
            /** @description Mean per criterion */
            criteria: {
                [key: string]: number | null;
            };
            /** @description Weighted mean of the submitted sheets (null without any) */
            mean: number | null;
            /** @description Submitted sheets */
            n: number;
            name: string;
            /** @description Per-juror z-score rescaled to the raw scale (null unless every juror has the minimum of sheets) */
            normalized: number | null;
            /** @description Max minus min of the sheets' weighted scores */
            range: number | null;
            /** @description Position by mean (ties share one) */
            rank: number | null;
            registrationNumber: string;
            registrationUid: string;
            /** @description Every juror's submitted sheet of the entry */
            scores?: {
                /** @description The juror's display name */
                juror: string;
                /**
                 * Format: uuid
                 * @description Who scored: two jurors may share a display name
                 */
                jurorUid: string;
                weighted: number;
            }[];
            sd: number | null;
            /** @description Within the cut-off asked */
            selected: boolean;
            /** @description Entries still equal after the tie rule share a group */
            tieGroup: number | null;
        };
        JudgingSheet: {
            comment: string;
            scores: {
                [key: string]: number;
            };
            state: components["schemas"]["JudgingSheetState"];
            /** Format: date-time */
            submittedAt: string | null;
            /** @description The sheet's weighted score (submitted sheets) */
            weighted?: number | null;
        };
        /**
         * @description The juror's sheet of an entry: none yet, a draft, or submitted (locked)
         * @enum {string}
         */
        JudgingSheetState: "none" | "draft" | "submitted";
        JudgingStageInfo: {
            /** @description The stage's decision has been applied */
            decided: boolean;
            edition: number;
            jurorsPerEntry: number;
            /** @description Sheets may be saved and submitted now */
            open: boolean;
            /** Format: date-time */
            scoringClosesAt: string | null;
            stage: number;
            /** @description The rubric's title (初審評分表 or 決審評分表) */
            title: string;
        };
        keyword: string & components["schemas"]["visibleText"];
        /**
         * 影片
         * @enum {string}
         */
        kind: "promo" | "tutorial";
        /** 英雄榜查詢 */
        "leaderboards-list.schema": {
            editionCategory: components["schemas"]["editionCategory"];
            entityType: components["schemas"]["entityType"];
            keyword?: ((string & components["schemas"]["visibleText"]) | null) & components["schemas"]["visibleText"];
            /** @default 100 */
            limit: number;
            /** @default 0 */
            offset: number;
        };
        /** 登入 */
        "login.schema": {
            accessCode: components["schemas"]["accessCode"];
            cfToken: components["schemas"]["cfToken"];
            registrationNumber: components["schemas"]["registrationNumber"];
        };
        month: number;
        /**
         * 身分證字號
         * Format: tw-national-id-checksum
         */
        nationalId: string;
        /** 密碼 */
        newPassword: string;
        /** 最新消息管理列表 */
        "news-admin-list.schema": {
            /** @default 1 */
            page: number;
            /** @default 20 */
            pageSize: number;
            /**
             * @default all
             * @enum {string}
             */
            state: "all" | "draft" | "scheduled" | "published" | "deleted";
        };
        /** 捨棄未發布的修改 */
        "news-discard-pending.schema": {
            version: components["schemas"]["version"];
        };
        /** 編輯最新消息 */
        "news-item-update.schema": {
            category: components["schemas"]["category"];
            content: components["schemas"]["content"];
            startsAt: components["schemas"]["startsAt"];
            summary?: components["schemas"]["summary"];
            title: components["schemas"]["title"];
            version: components["schemas"]["version"];
        };
        /** 最新消息 */
        "news-item.schema": {
            category: components["schemas"]["category"];
            content: components["schemas"]["content"];
            startsAt: components["schemas"]["startsAt"];
            summary?: components["schemas"]["summary"];
            title: components["schemas"]["title"];
        };
        /** 最新消息查詢 */
        "news-list.schema": {
            newsCategory?: ((string & components["schemas"]["visibleText"]) | null) & components["schemas"]["visibleText"];
        };
        /** 發布最新消息 */
        "news-publish.schema": {
            startsAt: components["schemas"]["startsAt"];
            version: components["schemas"]["version"];
        };
        NewsCategory: {
            name: string;
            slug: string;
        };
        NewsDetail: components["schemas"]["NewsItem"] & {
            /** @description HTML; the page sanitizes it before rendering */
            content: string;
        };
        NewsItem: {
            newsCategoryResp: components["schemas"]["NewsCategory"];
            /** Format: date-time */
            startsAt: string;
            title: string;
            uid: string;
        };
        OpenDataHeroes: {
            edition: number;
            editionLabel: string;
            heroes: {
                /** @description The awards the hero won, joined with 、 */
                award: string | null;
                entityType: components["schemas"]["entityType"];
                jobTitle: string | null;
                name: string | null;
                organizationName: string | null;
                /** @description The hero's page on the site (absolute address) */
                page: string;
                statement: string;
                teamName: string | null;
            }[];
        };
        OpenDataWinners: {
            edition: number;
            /** @description e.g. 第三屆 */
            editionLabel: string;
            winners: {
                award: string | null;
                entityType: components["schemas"]["entityType"];
                jobTitle: string | null;
                name: string | null;
                organizationName: string | null;
            }[];
        };
        organizationCategory: components["schemas"]["groupCategory"] | components["schemas"]["individualCategory"];
        OrganizationCategory: {
            name: string;
            slug: string;
            uid: string;
            /** @description The unit name is picked from the vendor list */
            usesVendorPicker: boolean;
        };
        /** 單位名稱 */
        organizationName: string & components["schemas"]["visibleText"];
        /** @description A WebAuthn ceremony begun by the server; the page finishes it by sending `handle` back with the authenticator's answer. */
        PasskeyCeremony: {
            /** @description Names this ceremony (single use, 5 minutes); sent back in the body of the finishing call */
            handle: string;
            /** @description WebAuthn's PublicKeyCredentialCreationOptionsJSON (enrolment, adding a passkey) or PublicKeyCredentialRequestOptionsJSON (sign-in), as @simplewebauthn/server makes them */
            options: {
                [key: string]: unknown;
            };
        };
        /** 密碼 */
        password: string;
        /** 姓名 */
        personName: string;
        /** 聯絡電話 */
        phone: string;
        Picture: {
            orderIndex: number;
            pictureDescription: string;
            pictureResourcesResp: components["schemas"]["FileResource"];
            registrationUid: string;
            uid: string;
            url: string;
        };
        /** 新增觀光活動照片 */
        "picture-create.schema": {
            cfToken?: string;
            orderIndex?: number;
            pictureDescription: string & components["schemas"]["visibleText"];
            pictureResourcesUid: components["schemas"]["uid"];
            registrationUid: components["schemas"]["uid"];
        };
        /** 新增工作場所照片 */
        "profession-picture-create.schema": {
            orderIndex?: number;
            pictureDescription?: ((string & components["schemas"]["visibleText"]) | null) & components["schemas"]["visibleText"];
            pictureResourcesUid: components["schemas"]["uid"];
            registrationUid: components["schemas"]["uid"];
        };
        ProfessionPicture: {
            /** Format: date-time */
            createdAt: string;
            orderIndex: number;
            pictureDescription: string | null;
            pictureResourcesResp: components["schemas"]["FileResource"];
            uid: string;
        };
        Provision: {
            legalBasis: string;
            orderIndex: number;
            provisionId: number;
            provisionTitle: string;
        };
        /** 符合資格條款 */
        provisions: {
            isSatisfied: boolean;
            provisionId: number;
        }[];
        PublicSettings: {
            /** @description The accessibility mark at the bottom of the home page (an 88x31 image and the certificate it links to); only when the settings name both */
            accessibilityMark?: {
                /** @description The image's text alternative (e.g. 通過AA等級無障礙網頁檢測) */
                alt: string;
                /** @description Address of the 88x31 image */
                image: string;
                /** @description The mark's certificate page */
                link: string;
            };
            /** @enum {string} */
            captchaProvider: "altcha" | "turnstile";
            contactExtensions: string[];
            contactHours: string;
            contactPhone: string;
            edition: number;
            editionCategory: components["schemas"]["editionCategory"];
            hostAuthority: string;
            institute: string;
            /** Format: email */
            mailbox: string;
            messagingUrl: string;
            /**
             * Format: date-time
             * @description Server time, for countdowns
             */
            now: string;
            programmeName: string;
            /** @description Video-service id of the promotional video; empty when none is published (the page says so) */
            promoVideoId: string;
            /** @description The editions (numbers) whose winner list / heroes board the public sees, newest first (the header menu lists these as they come) */
            publishedEditions: {
                awards: (1 | 2 | 3)[];
                heroes: (1 | 2 | 3)[];
            };
            /** Format: date-time */
            registrationClosesAt: string;
            /** @description Only while registration is not open: when it opens, or when it closed (zh-TW, src/shared/window-messages.ts) */
            registrationNotice?: string;
            registrationOpen: boolean;
            /** Format: date-time */
            registrationOpensAt: string;
            /** @description The films an editor replaced in the back office (issue 31); a film not named here plays the built-in one */
            replacedFilms?: {
                promo?: components["schemas"]["ReplacedFilm"];
                tutorial?: components["schemas"]["ReplacedFilm"];
            };
            /** @description Months after an edition's winner list is published when non-winners' ID numbers, contacts and files are removed (RETENTION_MONTHS; the privacy page says it) */
            retentionMonths: number;
            siteTitle: string;
            turnstileSiteKey?: string;
            /** @description Video-service id of the registration tutorial; empty when none is published */
            tutorialVideoId: string;
            /** Format: date-time */
            uploadClosesAt: string;
            /** @description Only while uploads are not open: when they open, or when they closed (zh-TW) */
            uploadNotice?: string;
            uploadOpen: boolean;
        };
        /** 理由 */
        reason: string & components["schemas"]["visibleMultilineText"];
        Recommendation: {
            recommendationNumber: string | null;
            recommendationResourcesResp: components["schemas"]["FileResource"] | null;
            recommendationResourcesUid: string | null;
            recommendationSource: string;
            /** @enum {string} */
            referralMethod: "self_registration" | "referred";
        };
        /** 驗證推薦編號 */
        "recommendation-number.schema": {
            recommendationNumber: string & components["schemas"]["visibleText"];
        };
        /** 推薦資料 */
        "recommendation-update.schema": {
            recommendationNumber?: ((string & components["schemas"]["visibleText"]) | null) & components["schemas"]["visibleText"];
            recommendationResourcesUid?: components["schemas"]["uid"] | null;
            recommendationSource: string & components["schemas"]["visibleText"];
            /** @enum {string} */
            referralMethod: "self_registration" | "referred";
        } & (unknown & unknown);
        RecommendationCheck: {
            message: string;
            valid: boolean;
        };
        /** 推薦編號 */
        recommendCode: string & components["schemas"]["visibleText"];
        /**
         * 推薦方式
         * @enum {string}
         */
        recommendType: "self" | "nominated";
        /**
         * 推薦單位
         * @description 多個單位請以分號（;）分隔
         */
        recommendUnit: string & components["schemas"]["visibleText"];
        /** 依當事人請求刪除個人資料 */
        "registrant-erase.schema": {
            /** 請求內容與日期 */
            reason: string & components["schemas"]["visibleMultilineText"];
        };
        /**
         * 報名資料篩選條件
         * @description Which registrations the back office lists, counts and exports (issue 17). Every property is optional; an empty object selects every registration. The server turns it into one query (src/server/features/review/filter.ts).
         */
        "registration-filter.schema": {
            /** 類別 */
            categories?: components["schemas"]["organizationCategory"][];
            /** 屆別 */
            editions?: components["schemas"]["editionNumber"][];
            entityType?: components["schemas"]["entityType"];
            /**
             * 關鍵字
             * @description Part of the registration number, unit name, person name, contact name, e-mail or phone, or tax id (case-insensitive)
             */
            keyword?: string & components["schemas"]["visibleText"];
            /**
             * 尚缺資料
             * @description Registrations that still lack every one of these items of the required set (schemas/confirm-required.schema.json; its judged properties, a test keeps the two in step)
             */
            missing?: components["schemas"]["requiredItem"][];
            /** 狀態 */
            statuses?: ("in_progress" | "submitted" | "reviewed_awaiting" | "eligible" | "ineligible" | "finalist" | "not_awarded" | "awarded" | "withdrawn")[];
            /**
             * 是否已送出
             * @description true: submitted at least once (submitted_at set); false: never submitted
             */
            submitted?: boolean;
        };
        /** 團體組報名表（修改） */
        "registration-group-update.schema": {
            agreedToTerms: components["schemas"]["agreedToTerms"];
            contactAddressLine: components["schemas"]["address"];
            contactCountyCategory: components["schemas"]["countySlug"];
            contactDistrictCategory: components["schemas"]["districtSlug"];
            contactEmail: components["schemas"]["email"];
            contactFaxNumber?: components["schemas"]["fax"];
            contactName: components["schemas"]["contactName"];
            contactPhoneNumber: components["schemas"]["phone"];
            grpCompanyUniformNumber: components["schemas"]["taxId"];
            isPenalized: components["schemas"]["isPenalized"];
            provisions: components["schemas"]["provisions"];
            recommendCode?: components["schemas"]["recommendCode"];
            recommendType?: components["schemas"]["recommendType"];
            recommendUnit?: components["schemas"]["recommendUnit"];
        };
        /** 團體組報名表 */
        "registration-group.schema": {
            agreedToTerms: components["schemas"]["agreedToTerms"];
            cfToken: components["schemas"]["cfToken"];
            contactAddressLine: components["schemas"]["address"];
            contactCountyCategory: components["schemas"]["countySlug"];
            contactDistrictCategory: components["schemas"]["districtSlug"];
            contactEmail: components["schemas"]["email"];
            contactFaxNumber?: components["schemas"]["fax"];
            contactName: components["schemas"]["contactName"];
            contactPhoneNumber: components["schemas"]["phone"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "group";
            grpCompanyUniformNumber: components["schemas"]["taxId"];
            isPenalized: components["schemas"]["isPenalized"];
            /** 單位類別 */
            organizationCategory: components["schemas"]["groupCategory"];
            organizationName: components["schemas"]["organizationName"];
            provisions: components["schemas"]["provisions"];
            recommendCode?: components["schemas"]["recommendCode"];
            recommendType?: components["schemas"]["recommendType"];
            recommendUnit?: components["schemas"]["recommendUnit"];
            vendorUid?: components["schemas"]["vendorUid"];
        };
        /** 個人組報名表（修改） */
        "registration-individual-update.schema": {
            agreedToTerms: components["schemas"]["agreedToTerms"];
            contactAddressLine: components["schemas"]["address"];
            contactCountyCategory: components["schemas"]["countySlug"];
            contactDistrictCategory: components["schemas"]["districtSlug"];
            contactEmail: components["schemas"]["email"];
            contactFaxNumber?: components["schemas"]["fax"];
            contactName: components["schemas"]["contactName"];
            contactPhoneNumber: components["schemas"]["phone"];
            indAvatarResourcesUid: components["schemas"]["candidatePhotoUid"];
            indBirthday: components["schemas"]["birthDate"];
            indJobLevelCategory: components["schemas"]["jobLevel"];
            indJobTitle: components["schemas"]["jobTitle"];
            indName: components["schemas"]["personName"];
            indPersonalIdNumber: components["schemas"]["nationalId"];
            /** 現職年資（年） */
            indYearsAtCurrentCompany: components["schemas"]["serviceYears"];
            /** 觀光相關產業年資（年） */
            indYearsInProfession: components["schemas"]["serviceYears"];
            isPenalized: components["schemas"]["isPenalized"];
            provisions: components["schemas"]["provisions"];
            recommendCode?: components["schemas"]["recommendCode"];
            recommendType?: components["schemas"]["recommendType"];
            recommendUnit?: components["schemas"]["recommendUnit"];
        };
        /** 個人組報名表 */
        "registration-individual.schema": {
            agreedToTerms: components["schemas"]["agreedToTerms"];
            cfToken: components["schemas"]["cfToken"];
            contactAddressLine: components["schemas"]["address"];
            contactCountyCategory: components["schemas"]["countySlug"];
            contactDistrictCategory: components["schemas"]["districtSlug"];
            contactEmail: components["schemas"]["email"];
            contactFaxNumber?: components["schemas"]["fax"];
            contactName: components["schemas"]["contactName"];
            contactPhoneNumber: components["schemas"]["phone"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "individual";
            indAvatarResourcesUid: components["schemas"]["candidatePhotoUid"];
            indBirthday: components["schemas"]["birthDate"];
            indJobLevelCategory: components["schemas"]["jobLevel"];
            indJobTitle: components["schemas"]["jobTitle"];
            indName: components["schemas"]["personName"];
            indPersonalIdNumber: components["schemas"]["nationalId"];
            /** 現職年資（年） */
            indYearsAtCurrentCompany: components["schemas"]["serviceYears"];
            /** 觀光相關產業年資（年） */
            indYearsInProfession: components["schemas"]["serviceYears"];
            isPenalized: components["schemas"]["isPenalized"];
            /** 單位類別 */
            organizationCategory: components["schemas"]["individualCategory"];
            organizationName: components["schemas"]["organizationName"];
            provisions: components["schemas"]["provisions"];
            recommendCode?: components["schemas"]["recommendCode"];
            recommendType?: components["schemas"]["recommendType"];
            recommendUnit?: components["schemas"]["recommendUnit"];
            vendorUid?: components["schemas"]["vendorUid"];
        };
        /**
         * 報名資料列表查詢
         * @description One page of the registrations a filter selects, in the order asked for. Sort fields are an allowlist.
         */
        "registration-list.schema": {
            filter?: components["schemas"]["registration-filter.schema"];
            /** 頁碼 */
            page?: number;
            /** 每頁筆數 */
            pageSize?: number;
            sort?: {
                /** @enum {string} */
                direction: "asc" | "desc";
                /** @enum {string} */
                field: "registrationNumber" | "organizationName" | "category" | "status" | "createdAt" | "submittedAt" | "updatedAt";
            };
        };
        /** 工作人員備註 */
        "registration-note.schema": {
            /** 備註 */
            text: string & components["schemas"]["visibleMultilineText"];
        };
        /** 審查決定 */
        "registration-transition.schema": {
            /**
             * 審查操作
             * @enum {string}
             */
            action: "RETURN" | "EXPIRE" | "STAGE1_ELIGIBLE" | "STAGE1_INELIGIBLE" | "STAGE2_FINALIST" | "STAGE2_NOT_AWARDED" | "FINAL_AWARDED" | "FINAL_NOT_AWARDED" | "WITHDRAW" | "UNDO";
            /**
             * 補正期限
             * Format: date-time
             */
            correctionDeadline?: string;
            /**
             * 決定時的報名狀態
             * @enum {string}
             */
            fromStatus?: "in_progress" | "submitted" | "reviewed_awaiting" | "eligible" | "ineligible" | "finalist" | "not_awarded" | "awarded" | "withdrawn";
            /** 理由 */
            reason?: string & components["schemas"]["visibleMultilineText"];
        };
        RegistrationCreated: {
            /** @description Shown once, on create only */
            accessCode?: string;
            registrationNumber: string;
            uid?: string;
        };
        /**
         * 通行金鑰
         * @description A new passkey as navigator.credentials.create() answered it (RegistrationResponseJSON).
         */
        registrationCredential: {
            authenticatorAttachment?: string;
            clientExtensionResults?: {
                [key: string]: unknown;
            };
            id: components["schemas"]["credentialId"];
            rawId: components["schemas"]["credentialId"];
            response: {
                attestationObject: components["schemas"]["base64url"];
                clientDataJSON: components["schemas"]["base64url"];
                transports?: string[];
            };
            /** @constant */
            type: "public-key";
        };
        RegistrationFilter: components["schemas"]["registration-filter.schema"];
        RegistrationListRequest: components["schemas"]["registration-list.schema"];
        /** 報名編號 */
        registrationNumber: string;
        RegistrationRead: {
            agreedToTerms: boolean;
            contactAddressLine: string;
            contactCountyResp: components["schemas"]["SlugRef"];
            contactDistrictResp: components["schemas"]["SlugRef"];
            contactEmail: string;
            contactFaxNumber: string;
            contactName: string;
            contactPhoneNumber: string;
            editable: boolean;
            entityType: components["schemas"]["entityType"];
            grpCompanyUniformNumber?: string | null;
            indAvatarResourcesResp?: components["schemas"]["FileResource"] | null;
            indBirthday?: string | null;
            indJobLevelCategory?: string | null;
            indJobTitle?: string | null;
            indName?: string | null;
            indPersonalIdNumber?: string | null;
            indYearsAtCurrentCompany?: number | null;
            indYearsInProfession?: number | null;
            isPenalized: boolean;
            organizationCategoryResp: components["schemas"]["SlugRef"];
            organizationName: string;
            provisions: {
                isSatisfied: boolean;
                provisionId: number;
            }[];
            recommendCode?: string | null;
            recommendType?: string | null;
            recommendUnit?: string | null;
            registrationNumber: string;
            registrationStatus: components["schemas"]["RegistrationStatus"];
            uid: string;
            vendorUid?: string | null;
        };
        /**
         * @description The review lifecycle (DESIGN.md section 11; machines/review/ holds the list and its transitions, a typecheck keeps this enum equal to it). Editable only in_progress and reviewed_awaiting.
         * @enum {string}
         */
        RegistrationStatus: "in_progress" | "submitted" | "reviewed_awaiting" | "eligible" | "ineligible" | "finalist" | "not_awarded" | "awarded" | "withdrawn";
        /** 立即寄出提醒信 */
        "reminder-send.schema": {
            days: components["schemas"]["days"];
            /**
             * 試寄
             * @description true: count and preview only, nothing is written or sent.
             */
            dryRun: boolean;
        };
        ReminderKind: {
            /** @description Days before the upload window closes */
            days: number;
            /**
             * Format: date-time
             * @description When the scheduled run finished; null while it has not
             */
            doneAt: string | null;
            /** @description The last failure of the scheduled run, while it is retried */
            lastError: string | null;
            /** @description Registrations in progress not yet reminded of this kind (what a run now would reach) */
            recipients: number;
            /**
             * Format: date-time
             * @description When the scheduled run is (or was) due
             */
            runAt: string;
        };
        ReminderPlan: {
            /** @description One per REMINDER_DAYS value, most days first */
            kinds: components["schemas"]["ReminderKind"][];
            /** Format: date-time */
            uploadClosesAt: string;
            /** @description false: the window has closed, nothing more is sent (send answers 409) */
            uploadOpen: boolean;
        };
        ReminderPreview: {
            /** @description A whole HTML document with its own styles: show it in a sandboxed frame */
            html: string;
            registrationNumber: string;
            registrationUid: string;
            subject: string;
            text: string;
            /** @description The registration's contact e-mail */
            to: string;
        };
        ReminderSendResult: {
            /** @enum {boolean} */
            dryRun: true;
            preview: components["schemas"]["ReminderPreview"] | null;
            /** @description What a real run now would queue */
            recipients: number;
        } | {
            /** @enum {boolean} */
            dryRun: false;
            /** @description Letters queued by this run */
            sent: number;
        };
        /** 排序 */
        "reorder.schema": {
            uids: components["schemas"]["uid"][];
        };
        ReplacedFilm: {
            /** @description Address of the WebVTT captions */
            captions: string;
            /** @description The captions' cues, for the transcript below the player */
            cues: components["schemas"]["FilmCue"][];
            /** @description Address of the MP4 (/api/video/v1/files/...) */
            mp4: string;
        };
        /** @description What a registration holds, as schemas/confirm-required.schema.json counts it. */
        RequiredFacts: {
            achievementPhotos: number;
            /** @description The proof is attached */
            employmentProof: boolean;
            employmentProofNeed: components["schemas"]["EmploymentProofNeed"];
            /** @description Entries of the {product}_tourism category */
            excellentAchievements: number;
            /** @description A source, and the letter (self) or a validated number (referred) */
            recommendation: boolean;
            workplacePhotos: number;
        };
        /**
         * 必備資料項目
         * @description An item of the required set a registration can lack: the properties schemas/confirm-required.schema.json judges (a test keeps the two in step)
         * @enum {string}
         */
        requiredItem: "excellentAchievements" | "achievementPhotos" | "employmentProof" | "recommendation" | "workplacePhotos";
        RequiredItem: components["schemas"]["requiredItem"];
        /** 補寄上傳登入碼 */
        "resend.schema": {
            cfToken: components["schemas"]["cfToken"];
            contactEmail: components["schemas"]["email"];
            contactName: components["schemas"]["contactName"];
            contactPhoneNumber: components["schemas"]["phone"];
            /** 組別 */
            entityType: components["schemas"]["entityType"];
        };
        /** 依保存期限刪除個人資料 */
        "retention-apply.schema": {
            edition: components["schemas"]["editionNumber"];
        };
        /**
         * @description nationalIds: national ID numbers and birthdays of entries that did not win; contacts: their contact details (the registration's and each receipt's copy); files: their uploaded files; receiptPdfs: their stored receipt PDFs (a later download renders one from the scrubbed copy); outboxRows and outboxFiles: letters of the outbox (rows, .eml files) older than the period; rateLimits, sessions: expired rows.
         * @enum {string}
         */
        RetentionKind: "nationalIds" | "contacts" | "files" | "receiptPdfs" | "outboxRows" | "outboxFiles" | "rateLimits" | "sessions";
        RetentionPlan: {
            edition: number;
            kinds: {
                /**
                 * Format: date-time
                 * @description Entries: from this moment on; letters: those older than this; null: not yet known (winners not published)
                 */
                appliesFrom: string | null;
                /** @description What a run now would remove */
                count: number;
                kind: components["schemas"]["RetentionKind"];
            }[];
            /** @description RETENTION_MONTHS */
            months: number;
            /**
             * Format: date-time
             * @description When the edition's winner list was published; null: not yet, so no entry is due
             */
            winnersPublishedAt: string | null;
        };
        RetentionResult: {
            /** @description Batches written (one audit row each); 0 when nothing was due */
            batches: number;
            edition: number;
            removed: {
                count: number;
                kind: components["schemas"]["RetentionKind"];
            }[];
        };
        RewardDraw: {
            /** @description The commitment the seed was checked against (null only for a draw run before commitments existed) */
            commitment: components["schemas"]["DrawCommitment"] | null;
            edition: number;
            /** @description The news draft written on publishing */
            newsUid: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            ranAt: string;
            /** @description The staff e-mail who ran it */
            ranBy: string;
            /** @description As the algorithm read it (Unicode NFC, no surrounding spaces) */
            seed: string;
            /** @description The tickets drawn from, in order - one recommender registration number per successful recommendation */
            tickets: string[];
            uid: string;
            winners: components["schemas"]["DrawWinner"][];
        };
        /** @enum {integer} */
        rocYear: 114 | 113 | 112;
        /**
         * 角色
         * @enum {string}
         */
        role: "admin" | "reviewer" | "editor" | "juror";
        /** 自我介紹影片 */
        "self-introduction-update.schema": {
            selfIntroductionResourcesUid: components["schemas"]["uid"] | null;
        };
        SelfIntroduction: {
            selfIntroductionResourcesResp: components["schemas"]["FileResource"] | null;
        };
        serviceYears: number;
        SessionInfo: {
            /** Format: date-time */
            accessExpiresAt: string;
        };
        /**
         * 驗證碼或備用碼
         * @description The authenticator's 6-digit code, or one of the recovery codes shown at enrolment (each works once).
         */
        signInCode: string;
        SlugRef: {
            name: string;
            slug: string;
        };
        /** 更換驗證器：新驗證器的驗證碼 */
        "staff-authenticator-change.schema": {
            handle: string;
            totpCode: components["schemas"]["totpCode"];
        };
        /** 更換驗證器：確認身分 */
        "staff-authenticator-options.schema": {
            code: components["schemas"]["signInCode"];
            password: components["schemas"]["password"];
        };
        /** 完成帳號啟用 */
        "staff-enrolment-complete.schema": {
            password: components["schemas"]["newPassword"];
            token: components["schemas"]["enrolmentToken"];
            totpCode: components["schemas"]["totpCode"];
        };
        /** 以通行金鑰完成帳號啟用 */
        "staff-enrolment-passkey-complete.schema": {
            credential: components["schemas"]["registrationCredential"];
            handle: components["schemas"]["handle"];
            password: components["schemas"]["newPassword"];
            token: components["schemas"]["enrolmentToken"];
        };
        /** 讀取帳號啟用資料 */
        "staff-enrolment-read.schema": {
            token: components["schemas"]["enrolmentToken"];
        };
        /** 邀請工作人員 */
        "staff-invite.schema": {
            displayName: components["schemas"]["displayName"];
            email: components["schemas"]["email"];
            role: components["schemas"]["role"];
        };
        /** 新增通行金鑰：確認密碼 */
        "staff-passkey-add-options.schema": {
            password: components["schemas"]["password"];
        };
        /** 新增通行金鑰 */
        "staff-passkey-add.schema": {
            credential: components["schemas"]["registrationCredential"];
            handle: components["schemas"]["handle"];
        };
        /** 移除通行金鑰 */
        "staff-passkey-remove.schema": {
            credentialId: components["schemas"]["credentialId"];
        };
        /** 以通行金鑰登入：電子郵件與密碼 */
        "staff-passkey-sign-in-options.schema": {
            email: components["schemas"]["email"];
            password: components["schemas"]["password"];
        };
        /** 以通行金鑰登入 */
        "staff-passkey-sign-in.schema": {
            credential: components["schemas"]["authenticationCredential"];
            handle: components["schemas"]["handle"];
        };
        /** 變更密碼 */
        "staff-password-change.schema": {
            currentPassword: components["schemas"]["password"];
            newPassword: components["schemas"]["newPassword"];
        };
        /** 變更工作人員角色 */
        "staff-role-change.schema": {
            role: components["schemas"]["role"];
        };
        /** 工作人員登入 */
        "staff-sign-in.schema": {
            code: components["schemas"]["signInCode"];
            email: components["schemas"]["email"];
            password: components["schemas"]["password"];
        };
        StaffAuthenticatorSetup: {
            /** Format: date-time */
            expiresAt: string;
            /** @description Sent back with the new app's first code (staffAuthenticatorChange) */
            handle: string;
            /** @description otpauth://totp/… (SHA-1, 6 digits, 30 s) */
            otpauthUri: string;
            /** @description The URI as a QR code: an SVG document made by this server */
            qrSvg: string;
            /** @description The base32 secret, for typing into an app by hand */
            secret: string;
        };
        StaffCredentialsChanged: {
            /** @description How many other sessions of the account the change ended */
            otherSessionsEnded: number;
        };
        StaffEnrolment: {
            displayName: string;
            email: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description otpauth://totp/… (SHA-1, 6 digits, 30 s) */
            otpauthUri: string;
            /** @description The URI as a QR code: an SVG document made by this server */
            qrSvg: string;
            role: components["schemas"]["role"];
            /** @description The base32 secret, for typing into an app by hand */
            secret: string;
        };
        StaffMe: {
            displayName: string;
            email: string;
            role: components["schemas"]["role"];
            uid: string;
        };
        StaffMember: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            disabledAt: string | null;
            displayName: string;
            email: string;
            /** Format: date-time */
            enrolledAt: string | null;
            role: components["schemas"]["role"];
            /**
             * @description invited = the enrolment is not done yet
             * @enum {string}
             */
            state: "invited" | "active" | "disabled";
            uid: string;
        };
        StaffNote: {
            authorEmail: string;
            authorName: string;
            /** Format: date-time */
            createdAt: string;
            text: string;
            uid: string;
        };
        StaffPasskey: {
            /** @description The authenticator said the passkey is synced to the person's other devices */
            backedUp: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description The credential id (base64url) */
            id: string;
            /**
             * Format: date-time
             * @description The last sign-in with it (null: never)
             */
            lastUsedAt: string | null;
            /** @description How a browser reaches its authenticator (internal, hybrid, usb, nfc, ble...) */
            transports: string[];
        };
        StaffPasskeys: components["schemas"]["StaffPasskey"][];
        StaffRecoveryCodes: {
            /** @description Shown once; each signs in once in place of an authenticator code */
            recoveryCodes: string[];
        };
        StaffReviewAction: components["schemas"]["action"];
        StaffRole: components["schemas"]["role"];
        staffUid: string & components["schemas"]["visibleText"];
        /**
         * 評審階段
         * @enum {integer}
         */
        stage: 1 | 2;
        /**
         * 發布時間（臺北時間）
         * Format: date-time
         */
        startsAt: string;
        /** @description One status change of a registration (an audit row `registration.transition`) */
        StatusChange: {
            actorKind: string;
            /** @description A staff e-mail or registration number, as it was then */
            actorLabel: string | null;
            /** @description The staff member's display name (null for the registrant or the system) */
            actorName: string | null;
            /** Format: date-time */
            at: string;
            /** Format: date-time */
            deadline: string | null;
            event: string;
            from: components["schemas"]["RegistrationStatus"];
            reason: string | null;
            to: components["schemas"]["RegistrationStatus"];
        };
        SubmissionCheck: {
            facts: components["schemas"]["RequiredFacts"];
            /** @description The items still missing: field is the fact, message its zh-TW name ("請完成以下必填項目：…" lists them) */
            missing: components["schemas"]["FieldError"][];
        };
        /** 摘要（分享連結時顯示，選填） */
        summary: ((string & components["schemas"]["visibleText"]) | null) & components["schemas"]["visibleText"];
        /**
         * 統一編號
         * Format: tw-tax-id
         */
        taxId: string;
        text50: string & components["schemas"]["visibleText"];
        text100: string & components["schemas"]["visibleText"];
        /** 標題 */
        title: string & components["schemas"]["visibleText"];
        /** 更新登入狀態 */
        "token-refresh.schema": {
            /** @constant */
            grantType?: "refreshToken";
            /** @description Ignored: the refresh token travels in an httpOnly cookie (DESIGN.md section 6). */
            refreshToken?: string;
        };
        /**
         * 驗證碼
         * @description The 6-digit code of the authenticator app (RFC 6238, 30-second steps).
         */
        totpCode: string;
        /** Format: uuid */
        uid: string;
        /** @enum {string} */
        UploadPurpose: "candidate-photo" | "tourism-photo" | "workplace-photo" | "recommendation-letter" | "employment-proof" | "self-introduction-video";
        UserInfo: {
            /** @description While reviewed_awaiting, what the reviewer asked to change and until when; null otherwise. */
            correctionRequest: components["schemas"]["CorrectionRequest"] | null;
            displayName: string;
            /** @description Status editable and upload window (or the correction deadline) open */
            editable: boolean;
            entityType: components["schemas"]["entityType"];
            /** @description The receipt of the latest confirm (registrationsReceipt serves it); null before the first confirm. */
            receipt: {
                /** @description 1 for the first confirm, 2 for the one after a correction... */
                sequence: number;
                /** Format: date-time */
                submittedAt: string;
            } | null;
            registrationNumber: string;
            registrationStatus: components["schemas"]["RegistrationStatus"];
            /** @description The registration uid */
            sub: string;
        };
        ValidationErrorEnvelope: components["schemas"]["Envelope"] & {
            data: {
                errors: components["schemas"]["FieldError"][];
            };
        };
        Vendor: {
            name: string;
            uid: string;
        };
        /** 套用業者名單 */
        "vendor-import-apply.schema": {
            /**
             * 檔案 SHA-256
             * @description The previewed file's SHA-256 (the preview's answer names it)
             */
            sha256: string;
        };
        /**
         * 業者名單查詢
         * @description The back office's vendor list: filter and page. Every field is optional; an empty filter is the whole list by category and name.
         */
        "vendor-list.schema": {
            /**
             * 類別
             * @description An organization category's slug
             */
            category?: string & components["schemas"]["visibleText"];
            /**
             * 關鍵字
             * @description Part of the name or code, any case
             */
            keyword?: string & components["schemas"]["visibleText"];
            /** @default 1 */
            page: number;
            /** @default 50 */
            pageSize: number;
            /**
             * 狀態
             * @default all
             * @enum {string}
             */
            state: "all" | "shown" | "hidden";
        };
        /** 業者顯示狀態 */
        "vendor-visibility.schema": {
            /**
             * 隱藏
             * @description true: no longer offered in the registration form's picker
             */
            hidden: boolean;
        };
        VendorImportCounts: {
            changed: number;
            new: number;
            /** @description Vendors absent from the file: deleted, or hidden when in use */
            toHide: number;
            unchanged: number;
        };
        VendorImportError: {
            /** @enum {string} */
            field: "category" | "name" | "code" | "file";
            /** @description The row of the file (1 is the header) */
            line: number;
            /** @description zh-TW */
            message: string;
        };
        VendorImportPreview: {
            /** @description What applying does to the vendors absent from the file (counts.toHide split), for the confirmation */
            absent: {
                /** @description Used by nobody: deleted */
                deleted: number;
                /** @description In use by a registration: hidden */
                hidden: number;
            };
            /** @description false while the file has errors (or holds no row) */
            canApply: boolean;
            counts: components["schemas"]["VendorImportCounts"];
            errors: components["schemas"]["VendorImportError"][];
            /**
             * Format: date-time
             * @description Until when apply accepts the hash (null: not kept)
             */
            expiresAt: string | null;
            fileName: string;
            /** @description Data rows read */
            rows: number;
            /** @description The first rows of each group (previewRows of schemas/admin/vendor-import.json) */
            samples: {
                changed: components["schemas"]["VendorImportRow"][];
                new: components["schemas"]["VendorImportRow"][];
                toHide: components["schemas"]["VendorImportRow"][];
                unchanged: components["schemas"]["VendorImportRow"][];
            };
            /** @description The file's SHA-256; apply names it */
            sha256: string;
        };
        VendorImportResult: {
            changed: number;
            created: number;
            /** @description Absent from the file and used by nobody */
            deleted: number;
            /** @description Absent from the file and in use by a registration */
            hidden: number;
            sha256: string;
            unchanged: number;
        };
        VendorImportRow: {
            categoryName: string;
            categorySlug: string;
            code: string | null;
            /** @description To hide: a registration names it, so it is hidden rather than deleted */
            inUse?: boolean;
            /** @description The row of the file (1 is the header); null for a vendor absent from the file */
            line: number | null;
            name: string;
            /** @description Changed: the code it has now */
            previousCode?: string | null;
            /** @description Changed: the name it has now */
            previousName?: string;
            /** @description Changed: hidden now, shown after applying */
            shownAgain?: boolean;
            /** @description The vendor the row is (changed, unchanged, to hide) */
            uid?: string;
        };
        /**
         * 單位名稱（清單選取）
         * Format: uuid
         * @description 以清單選取單位名稱的類別：所選單位的識別碼；其他類別為 null
         */
        vendorUid: string | null;
        version: number;
        visibleMultilineText: unknown;
        visibleText: unknown;
        Winner: {
            entityType: components["schemas"]["entityType"];
            indJobTitle: string | null;
            indName: string | null;
            /** @description The hero whose detail page this winner links to */
            leaderboardsUid: string | null;
            organizationName: string | null;
            personName: string | null;
            uid: string;
        };
        ZipLink: {
            /** @description The stored size of the files it will hold: about the ZIP's size (photos, videos and PDFs are stored as they are), known before the download starts; the streamed ZIP itself has no length to announce */
            bytes: number;
            /** Format: date-time */
            expiresAt: string;
            /** @description Registrations the ZIP holds a folder of (1 for one registration's ZIP) */
            registrations: number;
            /** @description Where the browser downloads the ZIP (same origin, adminExportZipDownload): once, by the staff member who asked for it, before expiresAt */
            url: string;
        };
    };
    responses: {
        /** @description Invalid input; data.errors lists the failing fields */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorEnvelope"];
            };
        };
        /** @description Not possible now (window closed, registration locked) or a count quota reached: a photo list or a merit category full (its list schema's message), too many uploaded files not yet attached (schemas/upload-quotas.json). Nothing is written. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not yours */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The file could not be stored (disk full or unwritable) */
        InsufficientStorage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No such thing */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description File over its purpose's size limit, or over what the registration's byte quota leaves (schemas/upload-quotas.json; the message says which). The refused file is not kept. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Signed in as staff whose role the operation's x-roles does not list, or a browser embedding an address its x-fetch-dest does not allow (code 2003) */
        RoleForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unexpected failure */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many attempts; try again later */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not signed in (code 2001), wrong credentials (2002), failed security check (2005) or access token expired (2007) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description File type not allowed for its purpose (detected by magic bytes) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Every state-changing request: refused (code 2003) when the item is not yours (or, on a staff operation, when x-roles does not list the signed-in staff member's role), or when the request comes from another site (an Origin header that is neither the site's public address nor the host it was sent to; message 拒絕跨站請求). Nothing is written. */
        WriteForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The uid of a file attached to a registration (staff may name any; x-roles decides who may call). */
        AdminFileUid: components["schemas"]["uid"];
        /** @description The uid of a file uploaded into a news item. */
        AdminNewsFileUid: components["schemas"]["uid"];
        /** @description A news item's uid (staff may name any; x-roles decides who may call). */
        AdminNewsUid: components["schemas"]["uid"];
        /** @description A registration uid (staff may name any; x-roles decides who may call). */
        AdminRegistrationUid: components["schemas"]["uid"];
        /** @description An award's uid. */
        AwardUid: components["schemas"]["uid"];
        /** @description Part of a registration number, organization or person name (trimmed); none lists the first ones. */
        CandidateKeyword: components["schemas"]["keyword"];
        EditionQuery: components["schemas"]["editionCategory"];
        /** @description Which film (promo, the promotional video; tutorial, the registration tutorial). */
        FilmKind: components["schemas"]["kind"];
        /** @description A hero's uid. */
        HeroUid: components["schemas"]["uid"];
        /** @description The uid of an item that must belong to the signed-in registrant. */
        ItemId: components["schemas"]["uid"];
        /** @description The judging stage: 1 (初審) or 2 (決審) */
        JudgingStage: components["schemas"]["stage"];
        /** @description The edition's number (1, 2, 3...): 404 for an edition that does not exist or has not published this list */
        OpenDataEdition: number;
        OrganizationCategoryQuery: components["schemas"]["organizationCategory"];
        PublicId: components["schemas"]["uid"];
        /** @description A registration uid; must be the signed-in registrant's own. */
        RegistrationUid: components["schemas"]["uid"];
        /** @description A staff account's uid (staff operations may name any; x-roles decides who may call). */
        StaffUid: components["schemas"]["uid"];
        /** @description The winner the hero is made from (its names are copied, and it links to the hero). */
        WinnerQuery: components["schemas"]["uid"];
        /** @description A winner's uid. */
        WinnerUid: components["schemas"]["uid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    staffAuthenticatorChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-authenticator-change.schema"];
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffCredentialsChanged"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    staffAuthenticatorChangeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-authenticator-options.schema"];
            };
        };
        responses: {
            /** @description The new authenticator to scan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffAuthenticatorSetup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffPasskeyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Their passkeys, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffPasskeys"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    staffPasskeyAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-passkey-add.schema"];
            };
        };
        responses: {
            /** @description Their passkeys now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffPasskeys"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    staffPasskeyAddOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-passkey-add-options.schema"];
            };
        };
        responses: {
            /** @description The challenge, for `startRegistration({ optionsJSON: options })` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PasskeyCeremony"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffPasskeyRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-passkey-remove.schema"];
            };
        };
        responses: {
            /** @description Their passkeys now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffPasskeys"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    staffPasswordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-password-change.schema"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffCredentialsChanged"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    adminAuditExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["audit-filter.schema"];
            };
        };
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminAuditList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["audit-filter.schema"];
            };
        };
        responses: {
            /** @description One page of events and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuditEvent"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    staffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in staff member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMe"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    staffPasskeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-passkey-sign-in-options.schema"];
            };
        };
        responses: {
            /** @description The challenge, for `startAuthentication({ optionsJSON: options })` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PasskeyCeremony"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-passkey-sign-in.schema"];
            };
        };
        responses: {
            /** @description Signed in; the staff cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMe"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-sign-in.schema"];
            };
        };
        responses: {
            /** @description Signed in; the staff cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMe"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was no session) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminAwardDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An award's uid. */
                uid: components["parameters"]["AwardUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminAwardUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An award's uid. */
                uid: components["parameters"]["AwardUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["award.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminWinnerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An award's uid. */
                uid: components["parameters"]["AwardUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["award-winner.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminWinnersReorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An award's uid. */
                uid: components["parameters"]["AwardUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reorder.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminWinnerCandidates: {
        parameters: {
            query?: {
                /** @description Part of a registration number, organization or person name (trimmed); none lists the first ones. */
                keyword?: components["parameters"]["CandidateKeyword"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminWinnerCandidate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    adminAwardCreate: {
        parameters: {
            query: {
                editionCategory: components["parameters"]["EditionQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["award.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminAwardsList: {
        parameters: {
            query: {
                editionCategory: components["parameters"]["EditionQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    adminAwardsReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reorder.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    drawRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draw and the current tickets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DrawState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    drawCommit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["draw-commitment.schema"];
            };
        };
        responses: {
            /** @description The commitment in force, with its news item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DrawCommitment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    drawPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The news draft and the letters queued by this call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DrawPublication"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    drawRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DrawRecommendation"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    drawRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["draw-seed.schema"];
            };
        };
        responses: {
            /** @description The draw */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RewardDraw"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    drawVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["draw-seed.schema"];
            };
        };
        responses: {
            /** @description The re-run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DrawVerification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminEditionPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["edition-publish.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPublication"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    staffEnrolmentComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-enrolment-complete.schema"];
            };
        };
        responses: {
            /** @description Enrolled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffRecoveryCodes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffEnrolmentPasskeyComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-enrolment-passkey-complete.schema"];
            };
        };
        responses: {
            /** @description Enrolled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffRecoveryCodes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffEnrolmentPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-enrolment-read.schema"];
            };
        };
        responses: {
            /** @description The challenge, for `startRegistration({ optionsJSON: options })` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PasskeyCeremony"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffEnrolmentRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-enrolment-read.schema"];
            };
        };
        responses: {
            /** @description The enrolment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffEnrolment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    adminExportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-filter.schema"];
            };
        };
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminExportXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-filter.schema"];
            };
        };
        responses: {
            /** @description The workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminExportZipDownload: {
        parameters: {
            query: {
                /** @description The signed link (two base64url parts) */
                link: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP (Content-Disposition attachment, the file name also in RFC 5987 UTF-8 form) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A role the operation's x-roles does not list (code 2003), or a link that is altered, expired, used before or another staff member's (code 2003, one message for every case) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    adminExportZipLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-filter.schema"];
            };
        };
        responses: {
            /** @description The link and what the ZIP will hold */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ZipLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminFileDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of a file attached to a registration (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminFileUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminFileThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of a file attached to a registration (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminFileUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminFilms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotional film, then the tutorial */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFilm"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    adminFilmReplace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which film (promo, the promotional video; tutorial, the registration tutorial). */
                kind: components["parameters"]["FilmKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    captions: string;
                    film: string;
                };
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFilm"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminFilmRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which film (promo, the promotional video; tutorial, the registration tutorial). */
                kind: components["parameters"]["FilmKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored (also when the built-in film was already playing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFilm"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminHeroCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A hero's uid. */
                uid: components["parameters"]["HeroUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    cropHeight?: string;
                    cropLeft?: string;
                    cropTop?: string;
                    cropWidth?: string;
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminHeroesEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminHeroDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A hero's uid. */
                uid: components["parameters"]["HeroUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminHeroesEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminHeroUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A hero's uid. */
                uid: components["parameters"]["HeroUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["hero.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminHeroesEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminHeroCreate: {
        parameters: {
            query: {
                editionCategory: components["parameters"]["EditionQuery"];
                /** @description The winner the hero is made from (its names are copied, and it links to the hero). */
                winnerUid?: components["parameters"]["WinnerQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["hero.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminHeroesEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminHeroesList: {
        parameters: {
            query: {
                editionCategory: components["parameters"]["EditionQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminHeroesEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    adminHeroesReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reorder.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminHeroesEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingAssignmentAdd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-assignment-add.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingAssignmentRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-assignment-remove.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-decide.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingDecision"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingEntryRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingConflictDeclare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-conflict-declare.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingMyStage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingDossier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    judgingSheetSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-sheet-draft.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingSheet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingSheetSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingSheet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
                /** @description The uid of a file attached to a registration (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminFileUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    judgingMyEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingMyStage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingOverview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    judgingRanking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-ranking-request.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingRanking"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    judgingRankingXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    judgingStageSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-stage-settings.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingSheetReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-sheet-reopen.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingTieDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The judging stage: 1 (初審) or 2 (決審) */
                stage: components["parameters"]["JudgingStage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-tie-decision.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingRanking"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    judgingConflictOverride: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-conflict-override.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingConflict"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    judgingDeclarationRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingDeclaration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    judgingDeclarationSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["judging-declaration.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JudgingDeclaration"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminNewsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNewsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminNewsDiscardPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["news-discard-pending.schema"];
            };
        };
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminNewsFileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminNewsPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["news-publish.schema"];
            };
        };
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminNewsRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminNewsRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revisions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsRevision"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNewsUnpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminNewsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A news item's uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminNewsUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["news-item-update.schema"];
            };
        };
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminNewsCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NewsCategory"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    adminNewsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["news-item.schema"];
            };
        };
        responses: {
            /** @description The item as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminNewsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of a file uploaded into a news item. */
                uid: components["parameters"]["AdminNewsFileUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNewsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["news-admin-list.schema"];
            };
        };
        responses: {
            /** @description One page of items and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminNewsRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminRegistrationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminRegistrationDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminRegistrantErase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registrant-erase.schema"];
            };
        };
        responses: {
            /** @description What was erased */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EraseResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adminRegistrationNoteAdd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-note.schema"];
            };
        };
        responses: {
            /** @description The note as kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffNote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminRegistrantDataLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link and what the ZIP will hold */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ZipLink"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminRegistrationTransition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-transition.schema"];
            };
        };
        responses: {
            /** @description Done; the registration's status now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminTransitioned"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            /** @description Refused by the review machine (data null), or decided meanwhile by someone else (data: the status now and the change that came first) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data?: null | components["schemas"]["DecidedMeanwhile"];
                    };
                };
            };
        };
    };
    adminRegistrationZipLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid (staff may name any; x-roles decides who may call). */
                uid: components["parameters"]["AdminRegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link and what the ZIP will hold */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ZipLink"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminRegistrationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-list.schema"];
            };
        };
        responses: {
            /** @description One page of registrations and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminRegistrationRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminRegistrationsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-filter.schema"];
            };
        };
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminRegistrationSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    reminderPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ReminderPlan"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    reminderPreview: {
        parameters: {
            query: {
                /** @description The kind (days before the upload window closes) */
                days: components["schemas"]["days"];
                /** @description The registration whose letter to show (any status) */
                registrationUid?: components["schemas"]["uid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ReminderPreview"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    reminderSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reminder-send.schema"];
            };
        };
        responses: {
            /** @description The dry run's count and letter, or how many letters were queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ReminderSendResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    retentionApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["retention-apply.schema"];
            };
        };
        responses: {
            /** @description What was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RetentionResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    retentionPlan: {
        parameters: {
            query: {
                /** @description The edition whose entries are considered */
                edition: components["schemas"]["editionNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RetentionPlan"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    staffDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A staff account's uid (staff operations may name any; x-roles decides who may call). */
                uid: components["parameters"]["StaffUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    staffEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A staff account's uid (staff operations may name any; x-roles decides who may call). */
                uid: components["parameters"]["StaffUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    staffResendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A staff account's uid (staff operations may name any; x-roles decides who may call). */
                uid: components["parameters"]["StaffUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    staffResetSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A staff account's uid (staff operations may name any; x-roles decides who may call). */
                uid: components["parameters"]["StaffUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    staffChangeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A staff account's uid (staff operations may name any; x-roles decides who may call). */
                uid: components["parameters"]["StaffUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-role-change.schema"];
            };
        };
        responses: {
            /** @description The account as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    staffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["staff-invite.schema"];
            };
        };
        responses: {
            /** @description Invited; the letter is queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    staffList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Staff accounts, by e-mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StaffMember"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["RoleForbidden"];
        };
    };
    adminVendorVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["schemas"]["uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["vendor-visibility.schema"];
            };
        };
        responses: {
            /** @description The vendor as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminVendor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminVendorImportApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["vendor-import-apply.schema"];
            };
        };
        responses: {
            /** @description What was written */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VendorImportResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminVendorImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description What applying the file would do */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VendorImportPreview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminVendorList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["vendor-list.schema"];
            };
        };
        responses: {
            /** @description One page of vendors and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminVendor"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    adminWinnerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A winner's uid. */
                uid: components["parameters"]["WinnerUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminWinnerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A winner's uid. */
                uid: components["parameters"]["WinnerUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["award-winner.schema"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminAwardsEdition"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    authMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in registrant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    authSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["login.schema"];
            };
        };
        responses: {
            /** @description Signed in; session cookies set; data is the user info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was no session) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
        };
    };
    authToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["token-refresh.schema"];
            };
        };
        responses: {
            /** @description New access (and rotated refresh) cookies set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SessionInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    awardsListAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["awards-list.schema"];
            };
        };
        responses: {
            /** @description Awards with their winners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AwardGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    captchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Challenge for the widget; the solved token goes in `cfToken`. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CaptchaChallenge"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    commonListCategoryProvision: {
        parameters: {
            query: {
                organizationCategory: components["parameters"]["OrganizationCategoryQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Provisions in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Provision"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonListCounty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counties */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["County"][];
                    };
                };
            };
        };
    };
    commonListDistrict: {
        parameters: {
            query: {
                parentSlug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Districts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["District"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonListJobLevel: {
        parameters: {
            query: {
                organizationCategory: components["parameters"]["OrganizationCategoryQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Job levels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["JobLevel"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonListOrganization: {
        parameters: {
            query: {
                entityType: components["schemas"]["entityType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrganizationCategory"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonListVendor: {
        parameters: {
            query: {
                keyword?: string;
                organizationCategory: components["parameters"]["OrganizationCategoryQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vendors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Vendor"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    healthCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Health"];
                    };
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    leaderboardsCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["schemas"]["uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    leaderboardsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["leaderboards-list.schema"];
            };
        };
        responses: {
            /** @description One page of heroes and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Hero"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    leaderboardsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["schemas"]["uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hero */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HeroDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    newsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    newsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["news-list.schema"];
            };
        };
        responses: {
            /** @description News items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NewsItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["WriteForbidden"];
        };
    };
    newsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NewsDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    openDataHeroesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The edition's number (1, 2, 3...): 404 for an edition that does not exist or has not published this list */
                edition: components["parameters"]["OpenDataEdition"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    openDataHeroesJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The edition's number (1, 2, 3...): 404 for an edition that does not exist or has not published this list */
                edition: components["parameters"]["OpenDataEdition"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The heroes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OpenDataHeroes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    openDataWinnersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The edition's number (1, 2, 3...): 404 for an edition that does not exist or has not published this list */
                edition: components["parameters"]["OpenDataEdition"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    openDataWinnersJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The edition's number (1, 2, 3...): 404 for an edition that does not exist or has not published this list */
                edition: components["parameters"]["OpenDataEdition"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The winner list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OpenDataWinners"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    achievementsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["achievement-create.schema"];
            };
        };
        responses: {
            /** @description Added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Achievement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    achievementsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of an item that must belong to the signed-in registrant. */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    achievementsRead: {
        parameters: {
            query?: {
                achievementCategory?: string;
            };
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Achievement"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    certificateEmploymentRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Proof (certificateEmploymentResourcesResp null when none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CertificateEmployment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    certificateEmploymentUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["certificate-employment-update.schema"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CertificateEmployment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    registrationsConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sub: components["schemas"]["uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["confirm.schema"];
            };
        };
        responses: {
            /** @description Submitted and locked; a receipt is mailed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    registrationsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-group.schema"] | components["schemas"]["registration-individual.schema"];
            };
        };
        responses: {
            /** @description Registered; the confirmation letter is on its way */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RegistrationCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    registrationsNotifyRegistrationNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["resend.schema"];
            };
        };
        responses: {
            /** @description Mail sent to the registration's contact address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    picturesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["picture-create.schema"];
            };
        };
        responses: {
            /** @description Added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Picture"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    picturesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of an item that must belong to the signed-in registrant. */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    picturesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Photos in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Picture"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    professionPicturesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["profession-picture-create.schema"];
            };
        };
        responses: {
            /** @description Added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProfessionPicture"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    professionPicturesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of an item that must belong to the signed-in registrant. */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    professionPicturesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Photos in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProfessionPicture"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    registrationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RegistrationRead"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    registrationsReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Receipt listing the registration data and every file with its size and SHA-256 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    recommendationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Recommendation"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    recommendationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["recommendation-update.schema"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Recommendation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    selfIntroductionRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Video (selfIntroductionResourcesResp null when none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SelfIntroduction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    selfIntroductionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["self-introduction-update.schema"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SelfIntroduction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    registrationsSubmissionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facts and the missing items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SubmissionCheck"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    registrationsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A registration uid; must be the signed-in registrant's own. */
                uid: components["parameters"]["RegistrationUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["registration-group-update.schema"] | components["schemas"]["registration-individual-update.schema"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RegistrationCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    registrationsValidateRecommendationNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["recommendation-number.schema"];
            };
        };
        responses: {
            /** @description Result (valid or not, with a message) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RecommendationCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resourcesDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["schemas"]["uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its Content-Type and Content-Disposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resourcesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    cfToken?: string;
                    file: string;
                    purpose: components["schemas"]["UploadPurpose"];
                };
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["FileResource"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WriteForbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    resourcesResumableCreate: {
        parameters: {
            query?: never;
            header: {
                "Tus-Resumable": "1.0.0";
                "Upload-Length": number;
                "Upload-Metadata": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; `Location` names the upload */
            201: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    resourcesResumableCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload's id (from `Location`); only its registration may use it (404 otherwise). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    resourcesResumableOffset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload's id (from `Location`); only its registration may use it (404 otherwise). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `Upload-Offset` and `Upload-Length` */
            200: {
                headers: {
                    "Upload-Length"?: number;
                    "Upload-Offset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    resourcesResumableAppend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload's id (from `Location`); only its registration may use it (404 otherwise). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description The last chunk; the file is kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["FileResource"];
                    };
                };
            };
            /** @description Chunk stored; `Upload-Offset` is the new offset */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    settingsPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicSettings"];
                    };
                };
            };
        };
    };
    filmFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The requested byte range (Content-Range names it) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The range lies outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
