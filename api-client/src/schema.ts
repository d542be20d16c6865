export interface paths {
  '/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account with e-mail and password.
     * @description Public. The password policy is enforced by the schema pattern; the server
     *     answers a policy failure with the message 'Password must be at least 8
     *     characters and contain uppercase letter, lowercase letter, number, and
     *     special character.'
     *
     *     Result (spec "Sign-up result"): when `session` is present the client goes
     *     straight to /app; `success: true` without a session means the account exists
     *     but the e-mail must be confirmed first (`message` says so).
     */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password.
     * @description Public. Answers a session (access and refresh tokens) and the user.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out and revoke the current session.
     * @description Revokes the session (and its refresh token) that the bearer token belongs to.
     *     Response shape not shown in the spec; designed as `{success}`. The client goes
     *     to /login whatever the outcome.
     */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the signed-in user. */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a refresh token for a new session.
     * @description Extension (not in the spec). Public: the refresh token is the credential.
     *     The old refresh token is rotated (single use). Answers the same shape as sign-in.
     */
    post: operations['refreshSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange the one-time code from the social sign-in callback for a session.
     * @description Extension (not in the spec). Public. After the identity provider returns to
     *     `GET /auth/{provider}`, the server redirects the browser to the app's
     *     `/auth/callback?code=<one-time code>`; the callback page posts that code here.
     *     Codes are single use and expire after a few minutes.
     */
    post: operations['exchangeSocialCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the social sign-in providers configured on this server.
     * @description Extension (not in the spec). Public. The login and signup pages show one button per
     *     provider; each button sends the browser to `GET /auth/{key}`. An empty list means
     *     social sign-in is not configured.
     */
    get: operations['listSocialProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identity provider key configured on the server (e.g. `google`, `github`, `oidc`); unknown keys answer 404. */
        provider: components['parameters']['Provider'];
      };
      cookie?: never;
    };
    /**
     * Start (and complete) social sign-in with an external identity provider.
     * @description Public; reached by a browser redirect, never by fetch. Answers 302.
     *
     *     * Without `code`: stores `redirect_to` (an app path, default `/app/gallery`)
     *       with a fresh `state`, and redirects to the provider's authorisation endpoint.
     *     * When the provider sends the browser back here with `code` and `state` (this
     *       path is registered as the provider's redirect URI), the server completes the
     *       sign-in and redirects to the app's `/auth/callback?code=<one-time code>&redirect_to=<path>`
     *       (exchange the code with `POST /auth/exchange`), or to
     *       `/auth/callback?error=…&error_description=…` on failure.
     */
    get: operations['startSocialSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's projects for the gallery (paged, searchable, filterable).
     * @description Newest `modified_at` first. `search` matches title, context, theme,
     *     character description and additional context (case-insensitive substring). `filter_type`: `completed` = has a
     *     video or stage 3 complete; `in_progress` = not completed; a story type key =
     *     projects of that type; `all` (the client omits it) = no filter.
     */
    get: operations['listProjects'];
    put?: never;
    /**
     * Create an empty project at stage 1.
     * @description Creates a project owned by the caller with the spec defaults: current_stage 1,
     *     no stage completed, story_type childrens_bedtime_story, num_pages 3,
     *     language en, art_style realistic. No request body.
     */
    post: operations['createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete several of the caller's projects at once.
     * @description Deletes each listed project with its files. Ids that do not exist or belong to
     *     someone else are reported in `failed_projects`; the call itself still answers
     *     200 (`success` is true when at least one project was deleted and none failed).
     */
    delete: operations['bulkDeleteProjects'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** Get a project's saved settings. */
    get: operations['getProject'];
    /**
     * Save project text fields and settings (stage 2 auto-save).
     * @description Partial update: only the properties sent are changed (at least one). The spec's
     *     auto-save sends story_title, character_description, theme, additional_context
     *     and story_instructions; the other settings are accepted too so stage 1 choices
     *     can be saved before generation (addition). The spec leaves PUT vs PATCH open;
     *     this contract uses PUT with partial-update semantics.
     */
    put: operations['updateProject'];
    post?: never;
    /**
     * Delete a project with all its files.
     * @description Also removes the project's showcase entry, if any.
     */
    delete: operations['deleteProject'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/data': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Load a project with its files and story (used when opening a project).
     * @description `story` is null until a story has been generated. The client opens the project
     *     read-only when `files.video` is not empty.
     */
    get: operations['getProjectData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Get a project's progress and asset counts.
     * @description Response shape not shown in the spec; designed as stage state plus file counts.
     */
    get: operations['getProjectSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/files': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** List a project's files grouped by kind. */
    get: operations['getProjectFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/stage': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set the project's current stage.
     * @description Sets `current_stage` only; stages are marked completed by the actions that
     *     complete them (approve-reference → 1, story → 2, video → 3).
     *     Response shape not shown in the spec; designed as `{success, project_id, current_stage, stages_completed}`.
     */
    put: operations['updateProjectStage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/copy': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy a project with all its assets into a new editable project ("Create Similar", "Edit as New").
     * @description Copies settings, story, uploaded, style and generated images, image versions and
     *     audio (videos are not copied, so the copy is editable from any stage). The copy's
     *     title gets " (copy)" ("The Moon Fox (copy)"; a copy of a copy "(copy 2)", and so on),
     *     so the two stand apart in the gallery. Not shared to the showcase. No request body.
     */
    post: operations['copyProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/video/latest': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Get the project's most recent final video.
     * @description 404 with detail 'No video found for this project' when the project has no video.
     */
    get: operations['getLatestVideo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the caller's credit balance and totals.
     * @description The client sends no-cache request headers; the server answers `Cache-Control: no-store`.
     *     `credits_balance` counts only live (unexpired) credits; purchased credits expire
     *     30 days after purchase.
     */
    get: operations['getCredits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credit-packages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the credit packs on sale (Starter, Creator, Pro, Enterprise).
     * @description Packs come from the server's configuration, cheapest first. `price_per_credit` is
     *     `price_dollars / credits` rounded to 4 decimals. Purchased credits expire 30 days
     *     after purchase.
     */
    get: operations['listCreditPackages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credit-costs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get what each paid action costs, in credits (the server's price list).
     * @description Extension (not in the spec). Public: the pricing explainer may be shown to anyone.
     *     Read straight from the server's price table, the one every charge reads, so the
     *     client never keeps its own copy. Per page: `text_page` (story text), `image` (a
     *     page illustration, also the price of regenerating one), `audio_page` (narration),
     *     `animation`; per action: `style_setup` (three style options), `magic_fill` (story
     *     details), `improve_text`, `title`, `music`; `video` (rendering) is free.
     */
    get: operations['getCreditCosts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/purchase-credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a checkout for a credit pack.
     * @description Creates a checkout session with the payment provider and answers its URL; the
     *     browser then goes there. The provider returns the browser to
     *     `/payment-success?session_id=<session_id>` after paying, or to
     *     `/app/pricing?checkout=cancelled` when the buyer cancels. With the default
     *     embedded test provider `checkout_url` is a test-mode page served by this server
     *     (`/checkout/test/<session_id>`, no money moves); with Stripe it is Stripe
     *     Checkout. An unknown `package_id` answers 404 `Credit package not found`. A server
     *     reachable from other machines (HOST or PUBLIC_URL not a loopback address) without
     *     STRIPE_SECRET_KEY sells nothing unless PAYMENT_PROVIDER=embedded is set explicitly:
     *     it answers 503 `Payments are not configured on this server.`
     */
    post: operations['purchaseCredits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payment-success': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the outcome of a checkout session.
     * @description Public, like POST. Same result shape and rules (404 for an unknown session,
     *     `new_balance` only for the buyer's bearer token); also finalises a paid session
     *     that was not yet credited (idempotent).
     */
    get: operations['getPaymentResult'];
    put?: never;
    /**
     * Confirm a finished checkout and add its credits.
     * @description Public (the payment page works without a login). The checkout session itself
     *     identifies the buyer, and only the buyer is ever credited, whoever calls. The
     *     server asks the payment provider whether the session was paid (the caller's word
     *     is never taken). Idempotent: a paid session adds its credits once; later calls
     *     answer the same result with `credits_added` unchanged. An unpaid, cancelled or
     *     expired session answers `success: false` with `error`; an unknown session
     *     answers 404 `Payment session not found`. `new_balance` is filled only when the
     *     request carries a valid bearer token of the buyer, else it is null.
     */
    post: operations['confirmPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive Stripe's signed checkout notifications.
     * @description Extension (not in the spec). Public; the `Stripe-Signature` header, an HMAC of the
     *     exact request bytes with the webhook signing secret, is the credential. A
     *     missing or wrong signature, or one older than 5 minutes, answers 400 and changes
     *     nothing. `checkout.session.completed` and `checkout.session.async_payment_succeeded`
     *     with `payment_status: paid` credit the buyer (once, shared with
     *     `/payment-success`); `checkout.session.expired` closes the session; other events
     *     are acknowledged and ignored. 404 when the server has no Stripe webhook secret.
     */
    post: operations['handleStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credit-transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's credit transactions, newest first.
     * @description The billing page sends `limit=50` ("Latest 50") or omits it ("All Transactions").
     *     `total` is the count of all the caller's transactions. The rows of one charge
     *     (same `charge_id`) share their `created_at` and come one after another; a limit
     *     may cut the oldest charge on the page short.
     */
    get: operations['listCreditTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discount/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a discount code without redeeming it.
     * @description Codes are matched case-insensitively (the client upper-cases). An unknown, expired, exhausted or already-redeemed code answers 200 with `valid false` and `error`.
     */
    post: operations['validateDiscountCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discount/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeem a discount code for bonus credits.
     * @description Adds a `bonus` transaction. A code can be redeemed once per user; failures answer 200 with `success false` and `error`.
     */
    post: operations['redeemDiscountCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discount/redemptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the discount codes the caller has redeemed.
     * @description Response shape not shown in the spec; designed as `{success, redemptions}`.
     */
    get: operations['listDiscountRedemptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/showcase/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List public showcase videos (landing page).
     * @description Public. Featured videos first, then newest. The landing page asks for
     *     `limit=8`. Media URLs are stable public `file_url`s.
     */
    get: operations['listShowcaseVideos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/add-to-showcase': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Share a project's latest video to the public showcase.
     * @description Publishes the project's latest video (and a thumbnail) under stable public URLs.
     *     It then also appears in Discover. A video shared before and removed comes back
     *     under its earlier `video_id` with its view count, likes and dislikes (the new
     *     title, description and category replace the old ones). Refusals: 422 'This
     *     project has no videos to share'; 409 'This story is already shared to the public
     *     showcase!'.
     */
    post: operations['addToShowcase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/remove-from-showcase': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a project's video from the public showcase (and Discover).
     * @description The entry leaves the showcase and Discover; its view count, likes and dislikes are
     *     kept aside and come back when the same video is shared again. 404 when the
     *     project is not shared.
     */
    delete: operations['removeFromShowcase'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/showcase/videos/{id}/toggle-featured': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set or clear a showcase video's featured flag (admins).
     * @description The spec does not show who may do this; this contract restricts it to admins
     *     (users whose e-mail is in the server's ADMIN_EMAILS), others get 403.
     *     Response not shown in the spec; designed as `{success, is_featured}`.
     */
    post: operations['toggleShowcaseFeatured'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/showcase/videos/{id}/view': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Count one view of a showcase/Discover video.
     * @description Public (a bearer token is accepted but not needed). No request body. The client calls it only for ids containing a hyphen (built-in samples have none).
     */
    post: operations['recordShowcaseView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discover/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List community videos for the Discover feed.
     * @description Signed-in only (401 shows 'Please log in to access the Discover feature').
     *     All filters are optional. `search` matches title and description;
     *     `user_email` matches the uploader's e-mail (case-insensitive substring);
     *     `sort_by`: created_at (Latest), likes (Most Liked), views (Most Viewed),
     *     dislikes (Most Disliked), all descending.
     */
    get: operations['listDiscoverVideos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discover/videos/{id}/like': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Like or dislike a video (sending the same choice again removes it).
     * @description `is_like: true` = like, `false` = dislike. `action`: `added` (no previous
     *     choice), `removed` (same choice sent again), `updated` (switched). The new
     *     counts and status are included (addition) so the client need not recompute.
     */
    post: operations['likeDiscoverVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discover/videos/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    /**
     * Get a video's view, like and dislike counts and the caller's choice.
     * @description Response not shown in the spec; designed as below.
     */
    get: operations['getDiscoverVideoStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discover/users/{email}/videos': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The uploader's e-mail address (URL-encoded). */
        email: components['parameters']['UserEmail'];
      };
      cookie?: never;
    };
    /**
     * List one user's published videos, newest first.
     * @description An unknown e-mail answers an empty list (no 404, so users cannot be probed).
     */
    get: operations['listUserDiscoverVideos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/discover/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the categories present among published videos. */
    get: operations['listDiscoverCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's notifications, newest first.
     * @description Notifications are kept for 7 days. `total` counts all stored notifications of the caller.
     */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    /**
     * Delete all of the caller's notifications (or only old ones).
     * @description Without `older_than_days` deletes every notification ("Clear all"). With it,
     *     deletes those created at least that many days ago (addition, for the
     *     "clear old (3+ days)" button whose handler the spec does not show).
     */
    delete: operations['clearNotifications'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live stream of new notifications (Server-Sent Events).
     * @description Extension (not in the spec, which polls and has polling switched off). Authenticated
     *     with the bearer token like every call, so browsers read it with `fetch` and a stream
     *     reader rather than `EventSource`. Events:
     *
     *     * `ready` once on connect: `{"unread_count": n}`
     *     * `notification` for each notification written for the caller, in any server process:
     *       `{"notification": Notification, "unread_count": n}`
     *
     *     A comment line (`: keep-alive`) every 25 s keeps proxies from closing the stream.
     *     The server ends the stream after an hour (or when it shuts down); clients reconnect.
     */
    get: operations['streamNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the number of unread notifications. */
    get: operations['getUnreadNotificationCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/mark': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Mark one notification read, or read and clicked.
     * @description `read` sets is_read; `clicked` sets is_read and is_clicked. Idempotent.
     */
    patch: operations['markNotification'];
    trace?: never;
  };
  '/notifications/mark-all-read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Mark all of the caller's notifications read.
     * @description No request body. `count` is how many changed.
     */
    patch: operations['markAllNotificationsRead'];
    trace?: never;
  };
  '/notifications/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the notification service status for the caller.
     * @description Response not shown in the spec; designed as service state plus the caller's counts and retention.
     */
    get: operations['getNotificationStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Notification id. */
        id: components['parameters']['NotificationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one notification. */
    delete: operations['deleteNotification'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a generic test notification for the caller.
     * @description Creates a notification of type `system` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-video-completion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a test "video completed" notification for the caller.
     * @description Creates a notification of type `video_completed` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestVideoCompletionNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-video-failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a test "video failed" notification for the caller.
     * @description Creates a notification of type `video_failed` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestVideoFailedNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-payment-success': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a test "payment succeeded" notification for the caller.
     * @description Creates a notification of type `payment_success` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestPaymentSuccessNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-insufficient-credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a test "insufficient credits" notification for the caller.
     * @description Creates a notification of type `insufficient_credits` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestInsufficientCreditsNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-payment-failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a test "payment failed" notification for the caller.
     * @description Creates a notification of type `payment_failed` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestPaymentFailedNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-credits-low': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a test "credits low" notification for the caller.
     * @description Creates a notification of type `credits_low` addressed to the caller only, so it is
     *     harmless in production; the server may switch the test calls off (then 404).
     *     Payload and response not shown in the spec; designed as an optional
     *     `TestNotificationRequest` body overriding title, message or project, and
     *     `{success, notification}`.
     */
    post: operations['sendTestCreditsLowNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/story-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the story types (key → name and description).
     * @description Public: static reference data with no user data (the workflow that uses it is
     *     behind login, but the list is safe to cache and show anywhere).
     *     `story_types` is a map keyed by story type key, in the spec's order.
     */
    get: operations['listStoryTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/art-styles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the predefined art styles (key → name and description).
     * @description Public, like /story-types. `styles` is a map keyed by art style key, in the
     *     spec's order (realistic … sketch). `custom` is not listed: it is the key the
     *     client sends with a free-text style prompt.
     */
    get: operations['listArtStyles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/art-styles/{style}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Art style key. */
        style: components['schemas']['ArtStyleKey'];
      };
      cookie?: never;
    };
    /**
     * A preview picture of an art style.
     * @description Extension (not in the spec, which shows style previews but not where they come from).
     *     Public. A JPEG made by the embedded style engine from a built-in picture.
     */
    get: operations['getArtStylePreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the story languages.
     * @description Public, like /story-types. Always includes English (en) and Croatian (hr).
     */
    get: operations['listLanguages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload inspiration images without a project (answers them as base64).
     * @description Multipart form with 1–10 image files in the field `files` (jpeg, jpg, png, webp,
     *     gif, bmp, tiff, tif, svg, avif, jfif). Nothing is stored; each image is answered
     *     as base64 (re-encoded as PNG or JPEG when needed), with null URLs. 413 when a
     *     file or the whole request is too large; 400 for a non-image file.
     */
    post: operations['uploadImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/upload-images': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload inspiration images into a project.
     * @description Same form as /upload-images. The files are stored as the project's
     *     `uploaded_images` (added to those already there, at most 10 in all; more → 422
     *     'Too many files') and answered with base64 and URLs.
     */
    post: operations['uploadProjectImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/uploads/{file_id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
        /** @description Id of one of the project's stored files (`id` of an `ImageItem` or `ProjectFile`). */
        file_id: components['parameters']['FileId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove one uploaded inspiration image from a project.
     * @description Extension (not in the spec, whose upload card lists the photos but shows no way to
     *     take one back). Deletes the upload's row and its stored file; the project then
     *     holds one upload fewer, so that many more can be uploaded again (at most 10 in all).
     *     Style options already generated from it, and an approved reference image, stay as
     *     they are: they are stored copies, and Generate Style Images draws new options from
     *     the remaining uploads, so removing a photo is allowed for as long as the project is
     *     editable. 404 when the project is another user's or unknown, or `file_id` is not
     *     one of this project's uploads. 409 on a completed (read-only) project, and when the
     *     upload was chosen as a page's image version (removing it would blank that page).
     */
    delete: operations['deleteProjectUpload'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/style-images': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate 3 style options from the reference images (5 credits).
     * @description Replaces the project's `style_images`. `art_style` is a predefined key or
     *     `custom` (then `style_prompt` must be non-blank, else 422 'Please provide a
     *     custom style description.'). An empty result answers `success: false` with
     *     error 'No style images were generated. Please try again.' (credits refunded).
     */
    post: operations['createStyleImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/regenerate-style-images': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Regenerate the style options with extra instructions (5 credits).
     * @description Same as style-images plus `regeneration_instructions`; replaces the project's `style_images`.
     */
    post: operations['regenerateStyleImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/approve-reference': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a style image as the project's reference image.
     * @description Stores `approved_reference_image` (and art_style / style_prompt when sent),
     *     marks stage 1 completed and sets current_stage 2. `image_base64` may carry a
     *     `data:image/...;base64,` prefix; the server strips it.
     */
    post: operations['approveReferenceImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/regenerate-image': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Regenerate one page's illustration (5 credits).
     * @description Generates a new image for page `page_index` (0-based) and appends it as a new
     *     version of that page, which becomes the current version.
     *     Response not shown in the spec; designed as the new image plus its version.
     */
    post: operations['regenerateImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/image-versions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Get every page's image versions and the current version per page.
     * @description Keys of both maps are 0-based page indexes as strings.
     */
    get: operations['getImageVersions'];
    put?: never;
    /**
     * Append an image version to a page.
     * @description The new version becomes the page's current version. Response not shown in the spec; designed as below.
     */
    post: operations['addImageVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/current-image-versions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Choose which version of a page's image is current.
     * @description 422 when the page or version does not exist.
     */
    put: operations['setCurrentImageVersion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/initialize-image-versions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make sure every generated page image has versions.
     * @description No request body. Called after story generation. Every page that has an image but no
     *     versions gets one 'Original' version (its current image); existing versions are kept,
     *     so calling it again changes nothing. Answers the same maps as GET image-versions.
     */
    post: operations['initializeImageVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/story': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate the illustrated story (1 credit per page + 5 per image).
     * @description Writes `num_pages` pages and illustrates each from the approved reference
     *     image. Replaces the previous story, generated images and image versions, saves
     *     the request's settings to the project, marks stage 2 completed and sets stage 3.
     *     The story context may be sent as `context` and/or `theme`; at least one of
     *     them must be non-blank (else 422). Without `approved_reference_image` the
     *     project's stored one is used (none → 422 'Please approve a reference image
     *     from Stage 1 first.').
     *
     *     Partial failure: `success` true, `failed_pages` lists the 1-based page numbers
     *     whose image failed (refunded) and `warning` explains.
     */
    post: operations['generateStory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/story/pages/{page_index}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
        /** @description 0-based index of the page in the saved story; past its last page answers 404. */
        page_index: number;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Save the text of one story page (free).
     * @description Extension (not in the spec, whose landing promises that every word can be changed and whose stage 3
     *     button reads 'Edit Images and Text', but which shows no call that saves a page's text). Stage 2
     *     auto-saves each page's text with it, 1 s after typing stops. The text is trimmed; blank after trimming
     *     answers 400. Costs nothing.
     *
     *     The saved story changes, so the video renders the new words (its captions and its subtitle track). A
     *     page that already has narration keeps it, marked `out_of_date` in the project's `files.audio` (and
     *     `audio_out_of_date` here) until the page is narrated again; text put back as it was narrated clears
     *     the mark. 404 for another user's project or a page the story does not have; 409 on a completed
     *     (read-only) project.
     */
    put: operations['updateStoryPage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/improve-text': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Improve a piece of story text with AI (1 credit; nothing when it needs no change).
     * @description Corrects and tidies the text in its language (English: spelling, agreement,
     *     articles, capitals, punctuation; Croatian: capitals, punctuation, spacing,
     *     repeated words, common missing diacritics) and improves flat wording a little.
     *     The credit is spent only when the text changed: `changed` false answers the
     *     text as sent, with a `message` saying so, and charges nothing. 402 when the
     *     balance cannot pay for a change.
     */
    post: operations['improveText'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/generate-title': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suggest a story title (1 credit).
     * @description 422 'Please fill in character description and story context first to auto-generate a title.' when both are blank.
     */
    post: operations['generateTitle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/auto-generate-story-details': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Fill the story details from the reference image ("Magic Fill", 1 credit).
     * @description Uses the project's approved reference image (else its first upload), story type,
     *     art style and language; an optional body sends the stage 2 texts as they are on
     *     screen and the settings chosen there (omitted ones: the project's saved values).
     *     The suggestions agree with what the user has typed (a hero described as a cat
     *     stays a cat) and are written in the language. The photo analysis measures light
     *     and colour only, so a hero the texts do not describe is "the hero of this story",
     *     with no invented name, sex or age. Every field is suggested; which ones replace
     *     what the user typed is the client's choice (spec: never without asking).
     *     400 'Please upload reference images first before using the magic button.' when
     *     the project has no reference image.
     */
    post: operations['autoGenerateStoryDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/audio': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Narrate the story pages (3 credits per page).
     * @description Replaces the project's audio files and saves `voice_id` as the project's
     *     selected voice. Without `voice_id` the language's default voice is used.
     *     `audio_files` holds one audio URL per page, in the order of `story_pages`.
     */
    post: operations['generateAudio'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/convert-voice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-speak a recording in a target voice (speech-to-speech).
     * @description Multipart form: `audio_file` (the recording) and `target_voice_id`.
     *     Response not shown in the spec; designed as the converted audio in base64.
     *     Costs 3 credits (as one audio page). The recording is read only as the format its
     *     bytes announce (WAV, MP3, M4A, OGG, FLAC, WebM) and must hold exactly one audio
     *     track; anything else (a playlist, a video) answers 415 before any charge.
     */
    post: operations['convertVoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voice-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the suggested voices for a language.
     * @description Voices with `suggested` true come first. `default_voice_id` is the language's default (hr has its own; every other language uses the English default).
     */
    get: operations['listVoiceOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voices/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the voice library. */
    get: operations['searchVoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voices/similar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find library voices that sound like a recording.
     * @description Multipart form. `similarity_threshold` 0–2, lower is stricter (ElevenLabs-compatible); `top_k` caps the number of voices. The recording must be one audio track of WAV, MP3, M4A, OGG, FLAC or WebM (415 otherwise).
     */
    post: operations['findSimilarVoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voices/samples/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Voice id (`voice_id`). */
        id: components['parameters']['VoiceId'];
      };
      cookie?: never;
    };
    /** Get a short spoken sample of a voice. */
    get: operations['getVoiceSample'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/video': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Render the final video synchronously (free; animations 12 credits per page).
     * @description Renders one clip per page (image or animation, narration, optional text and
     *     music) joined with cross-fades, stores it as the project's video and marks
     *     stage 3 completed. `image_paths`, `audio_paths` and `story_texts` are aligned by
     *     page and must have the same length (else 422). 422 messages: 'Story must be
     *     generated before creating video', 'Audio narration is required to create a
     *     storybook video', 'Missing audio for page(s) N, M. Please generate audio for all
     *     story pages.' Long renders may hit 504; prefer `POST /projects/{id}/video/async`.
     */
    post: operations['generateVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/video/async': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start rendering the final video as a background job.
     * @description Queues a render job and answers at once (202). Poll
     *     `GET /video/jobs/{jobId}/status` (every 2 s) or block on `/wait`.
     *     `image_urls` and `audio_urls` are aligned by page; `animated_video_urls`
     *     (same length, null for pages without animation) is used when `use_animation`
     *     is true. `story_texts`, `transition_duration` and `include_text` are optional
     *     additions with the same defaults as the synchronous call.
     *
     *     **409**: the project already has a pending or processing job; the body's
     *     `detail` is an object carrying that job's `job_id` and `status`, which the
     *     client adopts (toast 'Video generation is already in progress').
     *     On completion the job marks stage 3 completed and a `video_completed`
     *     notification is created (`video_failed` on failure). Rendering is free;
     *     animations are paid when they are made (`POST /projects/{id}/animations`).
     */
    post: operations['startVideoJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/video/active-job': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Get the project's pending or processing render job.
     * @description No active job is a normal answer, not an error: 200 with `success: true` and every
     *     job field null (`job_id: null`, `status: null`, …). 404 only when the project does
     *     not exist or belongs to another user.
     */
    get: operations['getActiveVideoJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/jobs/{jobId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Video render job id (`job_id`). */
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    /**
     * Get a render job's status and progress.
     * @description Only the owner of the job's project can read it (others get 404).
     */
    get: operations['getVideoJobStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/jobs/{jobId}/wait': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Video render job id (`job_id`). */
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    /**
     * Wait until a render job finishes or the timeout passes.
     * @description Long poll. Answers as soon as the job is completed or failed, or after
     *     `timeout` seconds with the job's current (still pending/processing) state;
     *     check `status`.
     */
    get: operations['waitForVideoJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/service/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the render service's state and queue depth.
     * @description Result shape not shown in the spec; designed as `{success, status, queue {pending, processing}, ffmpeg}`.
     */
    get: operations['getVideoServiceStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/music': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Get the project's saved music.
     * @description `music` is null when none has been generated.
     */
    get: operations['getMusic'];
    put?: never;
    /**
     * Generate background music for the project.
     * @description Request body not shown in the spec; designed as an optional
     *     `{music_prompt, duration}` (defaults: a prompt derived from the story type and
     *     mood, and a duration matching the narration). Replaces the project's saved
     *     music. Costs 3 credits (the server's price table; not in the spec's list); 402 when short.
     */
    post: operations['generateMusic'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{id}/animations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** List the project's animated clips. */
    get: operations['listAnimations'];
    put?: never;
    /**
     * Animate page images into short clips (12 credits per page).
     * @description Animates the current image of each page in `pages_to_animate` (0-based page
     *     indexes; default all pages) with `animation_prompt`. `animated_urls` has one
     *     entry per story page (null for pages not animated), ready to send as
     *     `animated_video_urls` when starting the video.
     */
    post: operations['generateAnimations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Report service health.
     * @description Extension (not in the spec). Public. `status` is `ok` when every component is
     *     ok, else `degraded` (still 200, so load balancers keep the instance while
     *     generation falls back); 503 with the same body when the database is down.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Opaque storage key of the file (one path segment, includes the extension). */
        key: components['parameters']['MediaKey'];
      };
      cookie?: never;
    };
    /**
     * Download a stored media file (image, audio, video).
     * @description Extension (not in the spec). Public; the URL itself is the credential.
     *     `signed_url`s carry `expires` (Unix seconds) and `sig` (an HMAC of key and
     *     expiry); a missing, wrong or expired signature answers 403. Media published
     *     to the showcase is public and served without a signature (stable `file_url`).
     *     Supports `Range` requests (206) so video players can seek.
     */
    get: operations['getMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Opaque identifier (UUID for server-created records). */
    Id: string;
    /**
     * Format: date-time
     * @description ISO 8601 date-time in UTC.
     */
    Timestamp: string;
    /**
     * Format: uri-reference
     * @description URL of a stored media file (`file_url` or `signed_url`, absolute or relative to the site).
     */
    MediaRef: string;
    /** @description Raw base64 (no `data:` prefix), at most about 11 MB decoded. */
    Base64Data: string;
    /**
     * Format: binary
     * @description Raw file bytes.
     */
    BinaryFile: string;
    /** @description Workflow stage (1 Image Upload & Style, 2 Story Details, 3 Review & Finalize). */
    StageNumber: number;
    /** @description Number of story pages (3 to 10; new projects start with 3). */
    NumPages: number;
    /** @description 0-based page index. */
    PageIndex: number;
    /** @description Story language code (ISO 639-1, optionally with a region), e.g. en, hr. New projects start with en. */
    LanguageCode: string;
    /**
     * @description Story type key, in the spec's order. New projects start with childrens_bedtime_story. Unknown values display as "General".
     * @enum {string}
     */
    StoryTypeKey:
      | 'childrens_bedtime_story'
      | 'childrens_story'
      | 'viral_story'
      | 'romantic_story'
      | 'funny_friends_story'
      | 'funny_adult_story'
      | 'fantasy_story'
      | 'sci_fi_story'
      | 'sad_story'
      | 'action_story'
      | 'adventure_story'
      | 'occasion_story';
    /**
     * @description Predefined art style key, in the spec's order.
     * @enum {string}
     */
    ArtStyleKey:
      | 'realistic'
      | 'oil_painting'
      | 'watercolor'
      | 'studio_ghibli_style'
      | 'disney_style'
      | 'pixar_style'
      | 'anime_style'
      | 'caricature_style'
      | 'children_book'
      | 'cartoon'
      | 'digital_art'
      | 'sketch';
    /**
     * @description An art style key as sent by the client; `custom` means the style is described by `style_prompt`. New projects start with realistic.
     * @enum {string}
     */
    ArtStyleChoice:
      | 'realistic'
      | 'oil_painting'
      | 'watercolor'
      | 'studio_ghibli_style'
      | 'disney_style'
      | 'pixar_style'
      | 'anime_style'
      | 'caricature_style'
      | 'children_book'
      | 'cartoon'
      | 'digital_art'
      | 'sketch'
      | 'custom';
    /**
     * @description Category options of the share-to-showcase form.
     * @default childrens_bedtime_story
     * @enum {string}
     */
    ShowcaseCategory:
      'childrens_bedtime_story' | 'viral_story' | 'romantic_story' | 'funny_friends_story' | 'fantasy_story' | 'sci_fi_story';
    /**
     * @description Gallery filter; `all` means no filter (the client omits it).
     * @default all
     * @enum {string}
     */
    GalleryFilterType:
      | 'all'
      | 'completed'
      | 'in_progress'
      | 'childrens_bedtime_story'
      | 'viral_story'
      | 'romantic_story'
      | 'funny_friends_story'
      | 'fantasy_story'
      | 'sci_fi_story';
    /**
     * @description created_at (Latest), likes (Most Liked), views (Most Viewed), dislikes (Most Disliked); all descending.
     * @default created_at
     * @enum {string}
     */
    DiscoverSortBy: 'created_at' | 'likes' | 'views' | 'dislikes';
    /** @enum {string} */
    TransactionType: 'purchase' | 'usage' | 'refund' | 'bonus';
    /**
     * @description video_completed and video_failed come from render jobs; payment_success and
     *     payment_failed from checkouts; insufficient_credits when a generation was refused
     *     for lack of credits; credits_low when the balance drops under the cost of a
     *     3-page story; system for announcements and the generic test call; test is reserved for tooling.
     * @enum {string}
     */
    NotificationType:
      | 'video_completed'
      | 'video_failed'
      | 'payment_success'
      | 'payment_failed'
      | 'insufficient_credits'
      | 'credits_low'
      | 'system'
      | 'test';
    /**
     * @description read sets is_read; clicked sets is_read and is_clicked.
     * @enum {string}
     */
    NotificationMarkAction: 'read' | 'clicked';
    /** @enum {string} */
    JobStatus: 'pending' | 'processing' | 'completed' | 'failed';
    /**
     * @description added (new choice), removed (same choice sent again), updated (switched between like and dislike).
     * @enum {string}
     */
    LikeAction: 'added' | 'removed' | 'updated';
    /** @enum {string} */
    UserLikeStatus: 'like' | 'dislike' | 'none';
    /**
     * @default seedance
     * @enum {string}
     */
    AnimationModel: 'seedance';
    /**
     * @description Body of every error response. The client shows `detail`, else `error`, else
     *     `message`. `detail` is usually a string; it may be an object for structured
     *     errors (e.g. validation details). 402 bodies also carry the credit amounts.
     *     Schema-validation and authentication failures use this shape too (the
     *     framework's default error body does not match it).
     */
    Error: {
      detail:
        | string
        | {
            [key: string]: unknown;
          };
      error?: string;
      message?: string;
      /** @description Credits the refused action needs (402). */
      required?: number;
      /** @description Same as `required` (402). */
      required_credits?: number;
      /** @description The caller's balance (402). */
      current?: number;
      /** @description Same as `current` (402). */
      current_credits?: number;
    };
    /** @description 409 body when a project already has an active video job. */
    VideoJobConflictError: {
      detail: {
        message: string;
        job_id: components['schemas']['Id'];
        status: components['schemas']['JobStatus'];
      };
    };
    SuccessResult: {
      success: boolean;
      message?: string | null;
      error?: string | null;
    };
    /** @description The signed-in user (the spec does not show its fields; the client uses `email`). */
    User: {
      id: components['schemas']['Id'];
      /** Format: email */
      email: string;
      created_at?: components['schemas']['Timestamp'];
      /** Format: date-time */
      email_confirmed_at?: string | null;
      /** @description True for users listed in the server's ADMIN_EMAILS. */
      is_admin?: boolean;
    };
    /** @description Token set of a session. */
    AuthTokens: {
      /** @description JWT carrying an `exp` claim; sent as the bearer token. */
      access_token: string;
      /** @description Opaque single-use token for POST /auth/refresh. */
      refresh_token: string;
      /** @description Seconds until the access token expires. */
      expires_in: number;
      /** @description Expiry of the access token, Unix seconds. */
      expires_at?: number;
      /** @enum {string} */
      token_type: 'bearer';
    };
    /** @description Session response (sign-in, refresh, social-code exchange). */
    Session: {
      success: boolean;
      session: components['schemas']['AuthTokens'];
      user: components['schemas']['User'];
    };
    /** @description Sign-up result. With `session` the user is signed in; without it `message` asks for e-mail confirmation. */
    SignUpResult: {
      success: boolean;
      session?: components['schemas']['AuthTokens'];
      user?: components['schemas']['User'];
      message?: string;
    };
    UserResponse: {
      success: boolean;
      user: components['schemas']['User'];
    };
    SignUpRequest: {
      /** Format: email */
      email: string;
      /** @description At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character. */
      password: string;
    };
    SignInRequest: {
      /** Format: email */
      email: string;
      password: string;
    };
    RefreshSessionRequest: {
      refresh_token: string;
    };
    ExchangeCodeRequest: {
      code: string;
    };
    SocialProvidersResponse: {
      success: boolean;
      providers: {
        /** @description The `{provider}` path segment of `GET /auth/{provider}`. */
        key: string;
        /** @description Display name for the button ("Continue with Google"). */
        name: string;
      }[];
    };
    Credits: {
      /** @description Live (unexpired) credits. */
      credits_balance: number;
      total_purchased: number;
      total_used: number;
    };
    CreditsResponse: components['schemas']['Credits'] & {
      success: boolean;
    };
    /** @description Credits each paid action costs (see GET /credit-costs). */
    CreditCosts: {
      /** @description Style setup (three style options). */
      style_setup: number;
      /** @description One page of story text. */
      text_page: number;
      /** @description One page illustration, first made or regenerated. */
      image: number;
      /** @description One page of narration (and one voice conversion). */
      audio_page: number;
      /** @description One animated page. */
      animation: number;
      /** @description Auto-generated story details (Magic Fill). */
      magic_fill: number;
      /** @description One text improved with AI. */
      improve_text: number;
      /** @description An auto-generated title. */
      title: number;
      /** @description Background music. */
      music: number;
      /** @description Rendering the final video. */
      video: number;
    };
    CreditCostsResponse: {
      success: boolean;
      costs: components['schemas']['CreditCosts'];
    };
    /**
     * @description One row of the billing history. The spec lists id, type, description, amount and
     *     created_at; `project_id`, `project_title`, `charge_id` and `charge_description`
     *     are added so the page can name the story a charge was for and show one action's
     *     charges together.
     */
    CreditTransaction: {
      id: components['schemas']['Id'];
      type: components['schemas']['TransactionType'];
      description: string;
      /** @description Signed change in credits (negative for usage). */
      amount: number;
      created_at: components['schemas']['Timestamp'];
      /**
       * @description The story project a usage (or the refund of one) was for. Null for purchases,
       *     bonuses, charges made outside a project (voice conversion), and once the
       *     project has been deleted.
       */
      project_id: string | null;
      /** @description That project's story title as it is now; null without a project or while it has none. */
      project_title: string | null;
      /**
       * @description Usage rows charged together for one action share it (a story's text and each
       *     page illustration; narration or animation of several pages), so the history can
       *     show them as one charge. Null for every other type.
       */
      charge_id: string | null;
      /**
       * @description What a charge of several parts was for as a whole ('Story with 3 illustrated
       *     pages', 'Narration of 3 pages'), on each of its rows; null for a charge of one part.
       */
      charge_description: string | null;
    };
    CreditTransactionsResponse: {
      success: boolean;
      transactions: components['schemas']['CreditTransaction'][];
      /** @description Count of all the caller's transactions (for "(N total)"). */
      total?: number;
    };
    CreditPackage: {
      id: components['schemas']['Id'];
      name: string;
      description?: string | null;
      price_dollars: number;
      credits: number;
      price_per_credit: number;
    };
    CreditPackagesResponse: {
      success: boolean;
      packages: components['schemas']['CreditPackage'][];
    };
    PurchaseCreditsRequest: {
      package_id: components['schemas']['Id'];
    };
    PurchaseCreditsResult: {
      success: boolean;
      /** Format: uri */
      checkout_url: string;
      session_id?: string;
    };
    PaymentSessionRequest: {
      session_id: string;
    };
    PaymentResult: {
      success: boolean;
      credits_added?: number | null;
      /** @description Null when the buyer's balance cannot be shown (the page asks to log in). */
      new_balance?: number | null;
      message?: string | null;
      error?: string | null;
    };
    /** @description A Stripe event as Stripe sends it; only `type` and `data.object` are read, after the signature is checked. */
    StripeEvent: {
      id: string;
      object?: string;
      type: string;
      data: Record<string, never>;
    };
    WebhookReceipt: {
      received: boolean;
    };
    DiscountCodeRequest: {
      /** @description Matched case-insensitively. */
      code: string;
    };
    DiscountValidation: {
      valid: boolean;
      credits_amount?: number | null;
      description?: string | null;
      error?: string | null;
    };
    DiscountRedeemResult: {
      success: boolean;
      credits_awarded?: number | null;
      new_balance?: number | null;
      message?: string | null;
      error?: string | null;
    };
    DiscountRedemption: {
      id: components['schemas']['Id'];
      code: string;
      credits_awarded: number;
      description?: string | null;
      redeemed_at: components['schemas']['Timestamp'];
    };
    DiscountRedemptionsResponse: {
      success: boolean;
      redemptions: components['schemas']['DiscountRedemption'][];
    };
    /** @description Completion of each stage, keyed by stage number. */
    StagesCompleted: {
      /** @default false */
      1: boolean;
      /** @default false */
      2: boolean;
      /** @default false */
      3: boolean;
    };
    /** @description A project as shown on a gallery card. */
    ProjectListItem: {
      project_id: components['schemas']['Id'];
      story_title?: string | null;
      context?: string | null;
      theme?: string | null;
      character_description?: string | null;
      additional_context?: string | null;
      story_type: components['schemas']['StoryTypeKey'];
      current_stage: components['schemas']['StageNumber'];
      stages_completed: components['schemas']['StagesCompleted'];
      modified_at: components['schemas']['Timestamp'];
      /** @description Generated page images. */
      image_count: number;
      audio_count: number;
      video_count: number;
      /** @description First page image (or first uploaded image), signed. */
      thumbnail_url?: string | null;
      is_shared_to_showcase: boolean;
    };
    Pagination: {
      page: number;
      limit: number;
      total: number;
      pages: number;
      has_next: boolean;
      has_prev: boolean;
    };
    ProjectListResponse: {
      success: boolean;
      projects: components['schemas']['ProjectListItem'][];
      pagination: components['schemas']['Pagination'];
      error?: string | null;
    };
    CreateProjectResult: {
      success: boolean;
      project_id: components['schemas']['Id'];
    };
    /** @description A project's saved settings as the server keeps them. `id` and `project_id` are equal. */
    ProjectRecord: {
      id: components['schemas']['Id'];
      project_id: components['schemas']['Id'];
      context?: string | null;
      theme?: string | null;
      story_instructions?: string | null;
      /** @default childrens_bedtime_story */
      story_type: components['schemas']['StoryTypeKey'];
      /** @default 3 */
      num_pages: components['schemas']['NumPages'];
      /** @description The approved reference image, base64 without prefix. */
      approved_reference_image?: string | null;
      selected_voice_id?: string | null;
      /** @default en */
      language: components['schemas']['LanguageCode'];
      /** @default realistic */
      art_style: components['schemas']['ArtStyleChoice'];
      style_prompt?: string | null;
      /** @default 1 */
      current_stage: components['schemas']['StageNumber'];
      stages_completed: components['schemas']['StagesCompleted'];
      story_title?: string | null;
      character_description?: string | null;
      additional_context?: string | null;
      created_at?: components['schemas']['Timestamp'];
      modified_at?: components['schemas']['Timestamp'];
      is_shared_to_showcase?: boolean;
    };
    ProjectResponse: {
      success: boolean;
      project: components['schemas']['ProjectRecord'];
    };
    /** @description One story page. `page` repeats `page_number` (the client reads either). */
    StoryPage: {
      page_number: number;
      page?: number;
      page_text: string;
    };
    /** @description A project's saved story. */
    Story: {
      story_data: components['schemas']['StoryPage'][];
      title?: string | null;
    };
    StoryPageTextRequest: {
      /** @description The page's new text, 1–2000 characters; trimmed by the server (blank answers 400). */
      page_text: string;
    };
    StoryPageTextResult: {
      success: boolean;
      page_index: number;
      page: components['schemas']['StoryPage'];
      /** @description The page has narration that no longer says its text (false when it has none). */
      audio_out_of_date: boolean;
    };
    /** @description The story as answered by generation (`story.story` in the spec). */
    GeneratedStory: {
      story: components['schemas']['StoryPage'][];
      title?: string | null;
    };
    /** @description A stored file. Clients prefer `signed_url` over `file_url`. */
    ProjectFile: {
      id: components['schemas']['Id'];
      file_name: string;
      /** @description Storage path (informational). */
      file_path: string;
      /** @description Stable URL under the API base (/api/media/{key}); needs a signature unless the file is public. */
      file_url: string;
      /** @description Short-lived signed URL. */
      signed_url?: string | null;
      /** @description 1-based page for generated images and audio; null otherwise. */
      page_number?: number | null;
      content_type?: string;
      created_at?: components['schemas']['Timestamp'];
      /**
       * @description Audio only (extension): the page's text was edited after this narration was made, so it no
       *     longer says the page's words. Narrating the page again replaces it. Absent on other files.
       */
      out_of_date?: boolean;
    };
    ProjectFiles: {
      uploaded_images: components['schemas']['ProjectFile'][];
      style_images: components['schemas']['ProjectFile'][];
      /** @description Current version of each page image, in page order. */
      generated_images: components['schemas']['ProjectFile'][];
      audio: components['schemas']['ProjectFile'][];
      /** @description Final videos, newest first. */
      video: components['schemas']['ProjectFile'][];
    };
    ProjectFilesResponse: {
      success: boolean;
      files: components['schemas']['ProjectFiles'];
    };
    ProjectDataResponse: {
      success: boolean;
      error?: string | null;
      project: components['schemas']['ProjectRecord'];
      files: components['schemas']['ProjectFiles'];
      /** @description Null until a story has been generated. */
      story: components['schemas']['Story'] | null;
    };
    FileCounts: {
      uploaded_images: number;
      style_images: number;
      generated_images: number;
      audio: number;
      video: number;
    };
    /** @description Progress and asset counts of a project. */
    ProjectSummary: {
      success: boolean;
      project_id: components['schemas']['Id'];
      story_title?: string | null;
      story_type?: components['schemas']['StoryTypeKey'];
      current_stage: components['schemas']['StageNumber'];
      stages_completed: components['schemas']['StagesCompleted'];
      story_pages: number;
      counts: components['schemas']['FileCounts'];
      has_video: boolean;
      is_shared_to_showcase?: boolean;
      modified_at?: components['schemas']['Timestamp'];
    };
    UpdateStageRequest: {
      stage: components['schemas']['StageNumber'];
    };
    StageUpdateResult: {
      success: boolean;
      project_id: components['schemas']['Id'];
      current_stage: components['schemas']['StageNumber'];
      stages_completed: components['schemas']['StagesCompleted'];
    };
    /**
     * @description Partial update; send only what changed (null clears a text field). No
     *     property has a schema default, so omitted properties are never overwritten.
     */
    UpdateProjectRequest: {
      story_title?: string | null;
      character_description?: string | null;
      context?: string | null;
      theme?: string | null;
      additional_context?: string | null;
      story_instructions?: string | null;
      story_type?: components['schemas']['StoryTypeKey'];
      num_pages?: components['schemas']['NumPages'];
      language?: components['schemas']['LanguageCode'];
      art_style?: components['schemas']['ArtStyleChoice'];
      style_prompt?: string | null;
      selected_voice_id?: string | null;
    };
    BulkDeleteRequest: {
      project_ids: components['schemas']['Id'][];
    };
    BulkDeleteFailure: {
      project_id: components['schemas']['Id'];
      error: string;
    };
    BulkDeleteResult: {
      success: boolean;
      successful_deletes: number;
      failed_deletes: number;
      deleted_project_ids: components['schemas']['Id'][];
      failed_projects: components['schemas']['BulkDeleteFailure'][];
    };
    /** @description How many files were copied. */
    CopiedFiles: {
      /** @description Uploaded, style and generated images. */
      images: number;
      audio: number;
    };
    CopyProjectResult: {
      success: boolean;
      error?: string | null;
      project_id: components['schemas']['Id'];
      copied_files: components['schemas']['CopiedFiles'];
    };
    LatestVideoResponse: {
      success: boolean;
      /** @description Signed URL of the latest video. */
      video_url: string;
      /** @description Storage path (informational). */
      video_path?: string | null;
      /**
       * Format: date-time
       * @description When the video was rendered.
       */
      timestamp?: string | null;
    };
    ShowcaseSharePayload: {
      /** @description Required and non-blank. */
      title: string;
      description?: string | null;
      category?: components['schemas']['ShowcaseCategory'];
    };
    /** @description A public showcase entry. `thumbnail` repeats `thumbnail_url` (the client reads either). */
    ShowcaseVideo: {
      id: components['schemas']['Id'];
      title: string;
      description?: string | null;
      /** @description Usually a story type key; other values display as "General". */
      category?: string | null;
      thumbnail_url?: string | null;
      thumbnail?: string | null;
      video_url: string;
      /** @description Seconds (the client formats m:ss, default 2:30 when null). */
      duration?: number | null;
      view_count: number;
      is_featured?: boolean;
      created_at?: components['schemas']['Timestamp'];
    };
    ShowcaseVideosResponse: {
      success: boolean;
      videos: components['schemas']['ShowcaseVideo'][];
    };
    ShowcaseShareResult: {
      success: boolean;
      video_id?: components['schemas']['Id'];
      message?: string | null;
      error?: string | null;
    };
    ToggleFeaturedRequest: {
      is_featured: boolean;
    };
    FeaturedToggleResult: {
      success: boolean;
      video_id?: components['schemas']['Id'];
      is_featured: boolean;
    };
    ViewRecordResult: {
      success: boolean;
      video_id?: components['schemas']['Id'];
      view_count: number;
    };
    DiscoverVideo: {
      id: components['schemas']['Id'];
      title: string;
      description?: string | null;
      video_url: string;
      thumbnail_url?: string | null;
      /** @description Seconds. */
      duration?: number | null;
      user_email?: string | null;
      created_at: components['schemas']['Timestamp'];
      category?: string | null;
      view_count: number;
      likes_count: number;
      dislikes_count: number;
      user_like_status: components['schemas']['UserLikeStatus'];
    };
    DiscoverVideosResponse: {
      success: boolean;
      videos: components['schemas']['DiscoverVideo'][];
    };
    LikeRequest: {
      /** @description true = like, false = dislike. */
      is_like: boolean;
    };
    LikeResult: {
      success: boolean;
      action: components['schemas']['LikeAction'];
      likes_count?: number;
      dislikes_count?: number;
      user_like_status?: components['schemas']['UserLikeStatus'];
    };
    DiscoverVideoStats: {
      success: boolean;
      video_id: components['schemas']['Id'];
      view_count: number;
      likes_count: number;
      dislikes_count: number;
      user_like_status: components['schemas']['UserLikeStatus'];
    };
    VideoCategory: {
      value: string;
      label: string;
    };
    DiscoverCategoriesResponse: {
      success: boolean;
      categories: components['schemas']['VideoCategory'][];
    };
    NotificationAction: {
      /** @enum {string} */
      type: 'redirect';
      url: string;
      label: string;
    };
    /** @description Free-form context; may hold project_id, job_id and redirect_url. */
    NotificationData: {
      project_id?: components['schemas']['Id'];
      job_id?: components['schemas']['Id'];
      /**
       * @description Where the app goes when it cannot open `project_id` itself: a page that makes sense
       *     without a project (`/app` for video_completed, `/app/gallery` for video_failed).
       */
      redirect_url?: string;
    } & {
      [key: string]: unknown;
    };
    Notification: {
      id: components['schemas']['Id'];
      type: components['schemas']['NotificationType'];
      title: string;
      message: string;
      data: components['schemas']['NotificationData'];
      created_at: components['schemas']['Timestamp'];
      is_read: boolean;
      is_clicked: boolean;
      actions: components['schemas']['NotificationAction'][];
    };
    NotificationListResponse: {
      success: boolean;
      notifications: components['schemas']['Notification'][];
      unread_count: number;
      total?: number;
    };
    UnreadCountResponse: {
      success: boolean;
      unread_count: number;
    };
    MarkNotificationRequest: {
      notification_id: components['schemas']['Id'];
      action: components['schemas']['NotificationMarkAction'];
    };
    NotificationMarkResult: {
      success: boolean;
      notification_id: components['schemas']['Id'];
      is_read: boolean;
      is_clicked: boolean;
      unread_count: number;
    };
    /** @description Outcome of a change to several (or one) notifications. */
    NotificationBulkResult: {
      success: boolean;
      /** @description How many notifications were changed or deleted. */
      count: number;
      unread_count: number;
    };
    NotificationStatus: {
      success: boolean;
      /** @enum {string} */
      status: 'ok' | 'degraded';
      total_count: number;
      unread_count: number;
      /** @description Notifications are deleted after this many days (7). */
      retention_days: number;
    };
    /** @description Optional overrides for a test notification. */
    TestNotificationRequest: {
      title?: string;
      message?: string;
      project_id?: components['schemas']['Id'];
    };
    TestNotificationResult: {
      success: boolean;
      notification: components['schemas']['Notification'];
    };
    /** @description Display name and description of a story type. */
    StoryType: {
      name: string;
      description: string;
    };
    /** @description Display name and description of an art style. */
    ArtStyle: {
      name: string;
      description: string;
      /** @description A preview picture of the style (made by the embedded style engine), under the API base. */
      preview_url?: string | null;
    };
    Language: {
      code: components['schemas']['LanguageCode'];
      name: string;
      native_name: string;
    };
    StoryTypesResponse: {
      success: boolean;
      /** @description Map of story type key → {name, description}, in the spec's key order. */
      story_types: {
        [key: string]: components['schemas']['StoryType'];
      };
    };
    ArtStylesResponse: {
      success: boolean;
      /** @description Map of art style key → {name, description}, in the spec's order. */
      styles: {
        [key: string]: components['schemas']['ArtStyle'];
      };
    };
    LanguagesResponse: {
      success: boolean;
      languages: components['schemas']['Language'][];
    };
    /** @description Multipart form of image files. */
    UploadImagesForm: {
      files: components['schemas']['BinaryFile'][];
    };
    /** @description An image as base64 and/or URLs. Clients prefer `signed_url`, then `file_url`, then `base64`. */
    ImageItem: {
      id?: components['schemas']['Id'];
      /** @description Raw base64 without prefix (null when only URLs are sent). */
      base64: string | null;
      file_url: string | null;
      signed_url: string | null;
      file_name?: string;
      content_type?: string;
    };
    ImagesResponse: {
      success: boolean;
      images: components['schemas']['ImageItem'][];
      error?: string | null;
    };
    StyleImagesRequest: {
      /** @description Free-text style; required non-blank when art_style is custom. May include the user's additional instructions. */
      style_prompt?: string | null;
      /** @description Uploaded inspiration images, base64 without data prefix. */
      reference_images: components['schemas']['Base64Data'][];
      art_style: components['schemas']['ArtStyleChoice'];
    };
    RegenerateStyleImagesRequest: {
      style_prompt?: string | null;
      reference_images: components['schemas']['Base64Data'][];
      art_style: components['schemas']['ArtStyleChoice'];
      regeneration_instructions?: string | null;
    };
    StyleImagesResponse: {
      success: boolean;
      style_images: components['schemas']['ImageItem'][];
      error?: string | null;
    };
    ApproveReferenceRequest: {
      /** @description The chosen style image in base64; a `data:image/...;base64,` prefix is accepted. */
      image_base64: string;
      art_style?: components['schemas']['ArtStyleChoice'];
      style_prompt?: string | null;
    };
    RegenerateImageRequest: {
      page_index: components['schemas']['PageIndex'];
      improvement_instructions?: string | null;
      page_text?: string | null;
      /** @description Reference image in base64 (defaults to the approved reference image). */
      reference_image?: string | null;
      /** @description The page's current image, as base64 or as its URL. */
      current_image?: string | null;
    };
    /** @description One version of a page image. `url` repeats `image_url` (the client reads either). */
    ImageVersion: {
      image_url: string;
      url?: string;
      timestamp: components['schemas']['Timestamp'];
      /** @description e.g. 'Original', 'Version 2'. */
      label: string;
      is_original: boolean;
      instructions?: string | null;
    };
    /** @description Versions of each page image, keyed by 0-based page index ("0", "1", …), oldest first. */
    ImageVersions: {
      [key: string]: components['schemas']['ImageVersion'][];
    };
    /** @description Index of the current version per page, keyed by 0-based page index. */
    CurrentImageVersions: {
      [key: string]: number;
    };
    ImageVersionsResponse: {
      success: boolean;
      image_versions: components['schemas']['ImageVersions'];
      current_versions: components['schemas']['CurrentImageVersions'];
    };
    AddImageVersionRequest: {
      page_index: components['schemas']['PageIndex'];
      image_url: components['schemas']['MediaRef'];
      label?: string;
      instructions?: string | null;
      /** @default false */
      is_original?: boolean;
    };
    ImageVersionAddResult: {
      success: boolean;
      page_index: number;
      version_index: number;
      version: components['schemas']['ImageVersion'];
    };
    SetCurrentImageVersionRequest: {
      page_index: components['schemas']['PageIndex'];
      version_index: number;
    };
    CurrentImageVersionResult: {
      success: boolean;
      page_index: number;
      version_index: number;
      current_versions?: components['schemas']['CurrentImageVersions'];
    };
    RegenerateImageResult: {
      success: boolean;
      page_index: number;
      image: components['schemas']['ImageItem'];
      version: components['schemas']['ImageVersion'];
      version_index: number;
      error?: string | null;
    };
    /** @description The illustration of one page. */
    GeneratedPageImage: {
      page_index: number;
      page_number: number;
      /** @description Signed URL to show. */
      image_url: string;
      file_url?: string | null;
      signed_url?: string | null;
    };
    /**
     * @description Omitted settings (story_type, num_pages, language, art_style, style_prompt)
     *     fall back to the project's saved values.
     */
    StoryGenerationRequest: {
      context?: string | null;
      theme?: string | null;
      story_title?: string | null;
      character_description: string;
      additional_context?: string | null;
      story_instructions?: string | null;
      story_type?: components['schemas']['StoryTypeKey'];
      num_pages?: components['schemas']['NumPages'];
      /** @description Base64 (a data prefix is accepted); null = use the project's stored reference image. */
      approved_reference_image?: string | null;
      language?: components['schemas']['LanguageCode'];
      art_style?: components['schemas']['ArtStyleChoice'];
      style_prompt?: string | null;
    };
    StoryGenerationResult: {
      success: boolean;
      story: components['schemas']['GeneratedStory'];
      /** @description One entry per page whose image succeeded, in page order. */
      generated_images: components['schemas']['GeneratedPageImage'][];
      /** @description 1-based page numbers whose image failed (empty when all succeeded). */
      failed_pages: number[];
      warning?: string | null;
      error?: string | null;
    };
    /** @description Omitted `language` = the project's language. */
    ImproveTextRequest: {
      text: string;
      language?: components['schemas']['LanguageCode'];
    };
    ImproveTextResult: {
      success: boolean;
      /** @description The improved text; the text as sent when `changed` is false. */
      improved_text: string;
      /** @description Whether the text changed (compared with spacing and line endings normalised); false charges nothing. */
      changed: boolean;
      /** @description What happened, in the user's words, e.g. 'Your text already reads well: nothing to change, no credit used.' */
      message: string | null;
      error?: string | null;
    };
    /** @description Character description or story context must be non-blank (else 422). Omitted story_type and language = the project's values. */
    GenerateTitleRequest: {
      character_description?: string | null;
      story_context?: string | null;
      mood_tone?: string | null;
      story_type?: components['schemas']['StoryTypeKey'];
      language?: components['schemas']['LanguageCode'];
    };
    GenerateTitleResult: {
      success: boolean;
      title?: string | null;
      error?: string | null;
    };
    /** @description Story details suggested from the reference image (Magic Fill). */
    StoryDetails: {
      character_description: string;
      story_context: string;
      mood_tone: string;
      story_title: string;
      story_instructions: string;
    };
    /**
     * @description The stage 2 texts as typed (blank or null = not given) and the settings chosen
     *     on screen; omitted settings = the project's saved values.
     */
    StoryDetailsRequest: {
      character_description?: string | null;
      story_context?: string | null;
      mood_tone?: string | null;
      story_title?: string | null;
      story_instructions?: string | null;
      story_type?: components['schemas']['StoryTypeKey'];
      language?: components['schemas']['LanguageCode'];
      art_style?: components['schemas']['ArtStyleChoice'];
    };
    StoryDetailsResult: {
      success: boolean;
      story_details?: components['schemas']['StoryDetails'] | null;
      error?: string | null;
    };
    StoryAudioPage: {
      page_text: string;
      page: number;
    };
    AudioRequest: {
      story_pages: components['schemas']['StoryAudioPage'][];
      voice_id?: components['schemas']['Id'];
      /**
       * @description Accepted from the client; this server narrates with `voice_id` either way. Re-voicing a
       *     recording is POST /convert-voice.
       * @default false
       */
      use_converted_voice?: boolean;
    };
    /** @description One audio URL (signed) per page, in page order. */
    AudioFiles: string[];
    AudioResult: {
      success: boolean;
      audio_files: components['schemas']['AudioFiles'];
      error?: string | null;
    };
    /** @description Multipart form. */
    ConvertVoiceForm: {
      audio_file: components['schemas']['BinaryFile'];
      target_voice_id: components['schemas']['Id'];
    };
    ConvertVoiceResult: {
      success: boolean;
      audio_base64?: string | null;
      content_type?: string | null;
      error?: string | null;
    };
    VoiceVerifiedLanguage: {
      language: string;
      accent?: string | null;
      locale?: string | null;
      model_id?: string | null;
    };
    Voice: {
      voice_id: components['schemas']['Id'];
      name: string;
      description?: string | null;
      category?: string | null;
      labels?: {
        [key: string]: string;
      };
      preview_url?: string | null;
      gender?: string | null;
      accent?: string | null;
      age?: string | null;
      verified_languages?: components['schemas']['VoiceVerifiedLanguage'][];
      language?: string | null;
      primary_language?: string | null;
      descriptive?: string | null;
      use_case?: string | null;
      /** @description Suggested for the requested language. */
      suggested?: boolean;
    };
    VoiceOptionsResponse: {
      success: boolean;
      language?: components['schemas']['LanguageCode'];
      default_voice_id?: components['schemas']['Id'];
      voices: components['schemas']['Voice'][];
    };
    VoicesResponse: {
      success: boolean;
      voices: components['schemas']['Voice'][];
      has_more?: boolean;
      total_count?: number;
    };
    /** @description Multipart form. */
    SimilarVoicesForm: {
      audio_file: components['schemas']['BinaryFile'];
      similarity_threshold?: number;
      /** @default 10 */
      top_k?: number;
    };
    VoiceSample: {
      success: boolean;
      sample_audio?: string | null;
      content_type?: string | null;
      sample_text?: string | null;
      voice_name?: string | null;
      message?: string | null;
      error?: string | null;
    };
    /** @description Synchronous render request. Arrays are aligned by page. */
    VideoRequest: {
      image_paths: components['schemas']['MediaRef'][];
      audio_paths: components['schemas']['MediaRef'][];
      story_texts?: string[];
      /**
       * @description Cross-fade between pages, seconds.
       * @default 0.7
       */
      transition_duration?: number;
      /** @default true */
      include_text?: boolean;
      /** @default false */
      use_animation?: boolean;
      animation_model?: components['schemas']['AnimationModel'];
      /** @description 0-based page indexes to animate when use_animation is true. */
      pages_to_animate?: components['schemas']['PageIndex'][];
      /** @default false */
      use_music?: boolean;
      music_url?: string | null;
    };
    VideoResult: {
      success: boolean;
      video_url: string;
      video_path?: string | null;
      file_size_mb?: number | null;
      duration_seconds?: number | null;
      error?: string | null;
    };
    /** @description Background render request. Arrays are aligned by page. */
    VideoAsyncRequest: {
      image_urls: components['schemas']['MediaRef'][];
      audio_urls: components['schemas']['MediaRef'][];
      /** @default false */
      use_animation?: boolean;
      /** @description Animated clip per page (null = use the still image). */
      animated_video_urls?: (string | null)[];
      music_url?: string | null;
      /** @description Addition. Page texts for the text overlay (default the project's story). */
      story_texts?: string[];
      /**
       * @description Addition. Cross-fade between pages, seconds.
       * @default 0.7
       */
      transition_duration?: number;
      /**
       * @description Addition. Overlay the page text.
       * @default true
       */
      include_text?: boolean;
    };
    /** @description A background render job. */
    VideoJob: {
      job_id: components['schemas']['Id'];
      project_id?: components['schemas']['Id'];
      status: components['schemas']['JobStatus'];
      /** @description Percent. */
      progress: number;
      video_url?: string | null;
      file_size_mb?: number | null;
      duration_seconds?: number | null;
      error?: string | null;
      created_at: components['schemas']['Timestamp'];
      updated_at: components['schemas']['Timestamp'];
    };
    VideoJobResponse: components['schemas']['VideoJob'] & {
      success: boolean;
    };
    /** @description The answer of GET /projects/{id}/video/active-job when the project has no pending or processing job. */
    NoActiveVideoJob: {
      success: boolean;
      job_id: null;
      project_id: null;
      status: null;
      progress: null;
      video_url: null;
      file_size_mb: null;
      duration_seconds: null;
      error: null;
      created_at: null;
      updated_at: null;
    };
    /** @description The project's active job, or `NoActiveVideoJob` (every job field null) when there is none. */
    ActiveVideoJobResponse: components['schemas']['VideoJobResponse'] | components['schemas']['NoActiveVideoJob'];
    VideoJobStarted: {
      success: boolean;
      job_id: components['schemas']['Id'];
      status: components['schemas']['JobStatus'];
      error?: string | null;
    };
    VideoServiceStatus: {
      success: boolean;
      /** @enum {string} */
      status: 'ok' | 'degraded';
      queue: {
        pending: number;
        processing: number;
      };
      ffmpeg: components['schemas']['ComponentHealth'];
    };
    MusicRequest: {
      music_prompt?: string | null;
      /** @description Seconds. */
      duration?: number;
    };
    /** @description A project's saved background music. */
    Music: {
      music_url: string;
      music_prompt?: string | null;
      /** @description Seconds. */
      duration?: number | null;
      created_at?: components['schemas']['Timestamp'];
    };
    MusicResponse: {
      success: boolean;
      music: components['schemas']['Music'] | null;
      error?: string | null;
    };
    AnimationRequest: {
      /** @default add slight movement and characters blinking */
      animation_prompt?: string;
      /** @description 0-based page indexes; omitted = every page. */
      pages_to_animate?: components['schemas']['PageIndex'][];
      animation_model?: components['schemas']['AnimationModel'];
    };
    AnimationResult: {
      success: boolean;
      /** @description One entry per story page, null for pages not animated (or failed). */
      animated_urls: (string | null)[];
      /** @description 0-based page indexes whose animation failed (refunded). */
      failed_pages?: number[];
      error?: string | null;
    };
    Animation: {
      animation_url: string;
      page_index?: number | null;
      page_number?: number | null;
      animation_prompt?: string | null;
      created_at?: components['schemas']['Timestamp'];
    };
    AnimationsResponse: {
      success: boolean;
      animations: components['schemas']['Animation'][];
    };
    ComponentHealth: {
      ok: boolean;
      detail?: string;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      components: {
        database: components['schemas']['ComponentHealth'];
        ffmpeg: components['schemas']['ComponentHealth'];
        flite: components['schemas']['ComponentHealth'];
        espeak_ng: components['schemas']['ComponentHealth'];
      };
      version: string;
    };
  };
  responses: {
    /** @description Malformed request or failed schema validation. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "body/email must match format \"email\""
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description E-mail/password, refresh token or one-time code rejected. */
    InvalidCredentials: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Invalid login credentials"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description Missing, invalid or expired bearer token. When `detail` mentions an expired or
     *     invalid token (or a token no longer valid) the client forces logout.
     */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Token has expired"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description Not enough credits. Carries both spellings of the amounts:
     *     `required`/`required_credits` and `current`/`current_credits`.
     */
    PaymentRequired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Insufficient credits. You need 18 credits but have 10.",
         *       "required": 18,
         *       "required_credits": 18,
         *       "current": 10,
         *       "current_credits": 10
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Authenticated but not allowed (e.g. not an admin), or a bad or expired media signature. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Forbidden"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such resource, or it belongs to another user. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Project not found"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request conflicts with the current state (e.g. e-mail already registered, story already shared). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "This story is already shared to the public showcase!"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description The project already has a pending or processing video job. `detail` is an
     *     object with that job's `job_id` and `status`; the client adopts the job.
     */
    VideoJobConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": {
         *         "message": "Video generation is already in progress",
         *         "job_id": "1e2f3041-aaaa-43b4-9fc5-415263748596",
         *         "status": "processing"
         *       }
         *     }
         */
        'application/json': components['schemas']['VideoJobConflictError'];
      };
    };
    /** @description A file or the request body is larger than the server accepts. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "File too large (limit 15 MB)"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The requested byte range lies outside the file. */
    RangeNotSatisfiable: {
      headers: {
        'Content-Range'?: string;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Range not satisfiable"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Well-formed request that the current state cannot satisfy (e.g. no story yet, missing audio). */
    ValidationError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Missing audio for page(s) 2, 3. Please generate audio for all story pages."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limited. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Too many requests. Please wait a moment and try again."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Unexpected server error. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Internal server error"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The work took longer than the server or proxy waits. */
    GatewayTimeout: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "The request is taking longer than expected."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description Project id. */
    ProjectId: components['schemas']['Id'];
    /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
    VideoId: components['schemas']['Id'];
    /** @description Id of one of the project's stored files (`id` of an `ImageItem` or `ProjectFile`). */
    FileId: components['schemas']['Id'];
    /** @description Notification id. */
    NotificationId: components['schemas']['Id'];
    /** @description Voice id (`voice_id`). */
    VoiceId: components['schemas']['Id'];
    /** @description Video render job id (`job_id`). */
    JobId: components['schemas']['Id'];
    /** @description Identity provider key configured on the server (e.g. `google`, `github`, `oidc`); unknown keys answer 404. */
    Provider: string;
    /** @description The uploader's e-mail address (URL-encoded). */
    UserEmail: string;
    /** @description Opaque storage key of the file (one path segment, includes the extension). */
    MediaKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "password": "Sunny-Day-42"
         *     }
         */
        'application/json': components['schemas']['SignUpRequest'];
      };
    };
    responses: {
      /** @description Account created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignUpResult'];
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "password": "Sunny-Day-42"
         *     }
         */
        'application/json': components['schemas']['SignInRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "session": {
           *         "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1In0.sig",
           *         "refresh_token": "8f14e45fceea167a5a36dedd4bea2543",
           *         "expires_in": 3600,
           *         "expires_at": 1767225600,
           *         "token_type": "bearer"
           *       },
           *       "user": {
           *         "id": "0b7e4c2a-8d5e-4f8e-9a51-3c2b1d0e9f11",
           *         "email": "ada@example.com",
           *         "created_at": "2025-01-01T10:00:00Z",
           *         "email_confirmed_at": "2025-01-01T10:00:00Z",
           *         "is_admin": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['InvalidCredentials'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true
           *     }
           */
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user the bearer token belongs to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "user": {
           *         "id": "0b7e4c2a-8d5e-4f8e-9a51-3c2b1d0e9f11",
           *         "email": "ada@example.com",
           *         "created_at": "2025-01-01T10:00:00Z",
           *         "email_confirmed_at": "2025-01-01T10:00:00Z",
           *         "is_admin": false
           *       }
           *     }
           */
          'application/json': components['schemas']['UserResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  refreshSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refresh_token": "8f14e45fceea167a5a36dedd4bea2543"
         *     }
         */
        'application/json': components['schemas']['RefreshSessionRequest'];
      };
    };
    responses: {
      /** @description New session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "session": {
           *         "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ2In0.sig",
           *         "refresh_token": "c9f0f895fb98ab9159f51fd0297e236d",
           *         "expires_in": 3600,
           *         "expires_at": 1767229200,
           *         "token_type": "bearer"
           *       },
           *       "user": {
           *         "id": "0b7e4c2a-8d5e-4f8e-9a51-3c2b1d0e9f11",
           *         "email": "ada@example.com",
           *         "created_at": "2025-01-01T10:00:00Z",
           *         "email_confirmed_at": "2025-01-01T10:00:00Z",
           *         "is_admin": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['InvalidCredentials'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  exchangeSocialCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "3d4f2bf07dc1be38b20cd6e46949a107"
         *     }
         */
        'application/json': components['schemas']['ExchangeCodeRequest'];
      };
    };
    responses: {
      /** @description Session for the socially signed-in user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "session": {
           *         "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1In0.sig",
           *         "refresh_token": "8f14e45fceea167a5a36dedd4bea2543",
           *         "expires_in": 3600,
           *         "expires_at": 1767225600,
           *         "token_type": "bearer"
           *       },
           *       "user": {
           *         "id": "0b7e4c2a-8d5e-4f8e-9a51-3c2b1d0e9f11",
           *         "email": "ada@example.com",
           *         "created_at": "2025-01-01T10:00:00Z",
           *         "email_confirmed_at": "2025-01-01T10:00:00Z",
           *         "is_admin": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['InvalidCredentials'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listSocialProviders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Configured providers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "providers": [
           *         {
           *           "key": "google",
           *           "name": "Google"
           *         },
           *         {
           *           "key": "github",
           *           "name": "GitHub"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SocialProvidersResponse'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  startSocialSignIn: {
    parameters: {
      query?: {
        /** @description App path to land on after sign-in; anything but a path on this site (`/…`, not `//…`) is ignored and `/app/gallery` is used. */
        redirect_to?: string;
        /** @description Authorisation code sent back by the identity provider. */
        code?: string;
        /** @description Anti-forgery state sent back by the identity provider. */
        state?: string;
        /** @description Error code sent back by the identity provider. */
        error?: string;
        /** @description Error text sent back by the identity provider. */
        error_description?: string;
      };
      header?: never;
      path: {
        /** @description Identity provider key configured on the server (e.g. `google`, `github`, `oidc`); unknown keys answer 404. */
        provider: components['parameters']['Provider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Redirect to the identity provider, or back to the app's /auth/callback. */
      302: {
        headers: {
          /** @description Where the browser goes next. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listProjects: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        search?: string;
        filter_type?: components['schemas']['GalleryFilterType'];
        /** @description Cache buster (the client sends the current time); ignored by the server. */
        _t?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of projects. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "projects": [
           *         {
           *           "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *           "story_title": "The Moon Who Couldn't Sleep",
           *           "context": "A quiet village by the sea",
           *           "theme": "Friendship and courage",
           *           "character_description": "A curious girl with red boots and her grey cat",
           *           "additional_context": "peaceful, magical",
           *           "story_type": "childrens_bedtime_story",
           *           "current_stage": 3,
           *           "stages_completed": {
           *             "1": true,
           *             "2": true,
           *             "3": true
           *           },
           *           "modified_at": "2025-03-02T18:30:00Z",
           *           "image_count": 3,
           *           "audio_count": 3,
           *           "video_count": 1,
           *           "thumbnail_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=ab12",
           *           "is_shared_to_showcase": false
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 12,
           *         "total": 1,
           *         "pages": 1,
           *         "has_next": false,
           *         "has_prev": false
           *       },
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ProjectListResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  createProject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Project created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
           *     }
           */
          'application/json': components['schemas']['CreateProjectResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  bulkDeleteProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "project_ids": [
         *         "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
         *         "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
         *       ]
         *     }
         */
        'application/json': components['schemas']['BulkDeleteRequest'];
      };
    };
    responses: {
      /** @description Per-project outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "successful_deletes": 1,
           *       "failed_deletes": 1,
           *       "deleted_project_ids": [
           *         "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
           *       ],
           *       "failed_projects": [
           *         {
           *           "project_id": "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
           *           "error": "Project not found"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['BulkDeleteResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The project record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "project": {
           *         "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "context": "A quiet village by the sea",
           *         "theme": "Friendship and courage",
           *         "story_instructions": "Rhyme where you can.",
           *         "story_type": "childrens_bedtime_story",
           *         "num_pages": 3,
           *         "approved_reference_image": null,
           *         "selected_voice_id": "21m00Tcm4TlvDq8ikWAM",
           *         "language": "en",
           *         "art_style": "watercolor",
           *         "style_prompt": "soft pastel watercolor",
           *         "current_stage": 2,
           *         "stages_completed": {
           *           "1": true,
           *           "2": false,
           *           "3": false
           *         },
           *         "story_title": "The Moon Who Couldn't Sleep",
           *         "character_description": "A curious girl with red boots and her grey cat",
           *         "additional_context": "peaceful, magical",
           *         "created_at": "2025-03-01T09:00:00Z",
           *         "modified_at": "2025-03-02T18:30:00Z",
           *         "is_shared_to_showcase": false
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  updateProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "story_title": "The Moon Who Couldn't Sleep",
         *       "character_description": "A curious girl with red boots and her grey cat",
         *       "theme": "Friendship and courage",
         *       "additional_context": "peaceful, magical",
         *       "story_instructions": "Rhyme where you can."
         *     }
         */
        'application/json': components['schemas']['UpdateProjectRequest'];
      };
    };
    responses: {
      /** @description Saved; the updated record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "project": {
           *         "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "context": null,
           *         "theme": "Friendship and courage",
           *         "story_instructions": "Rhyme where you can.",
           *         "story_type": "childrens_bedtime_story",
           *         "num_pages": 3,
           *         "approved_reference_image": null,
           *         "selected_voice_id": null,
           *         "language": "en",
           *         "art_style": "realistic",
           *         "style_prompt": null,
           *         "current_stage": 2,
           *         "stages_completed": {
           *           "1": true,
           *           "2": false,
           *           "3": false
           *         },
           *         "story_title": "The Moon Who Couldn't Sleep",
           *         "character_description": "A curious girl with red boots and her grey cat",
           *         "additional_context": "peaceful, magical",
           *         "created_at": "2025-03-01T09:00:00Z",
           *         "modified_at": "2025-03-02T18:31:00Z",
           *         "is_shared_to_showcase": false
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Project deleted successfully"
           *     }
           */
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjectData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Project, files and story. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "error": null,
           *       "project": {
           *         "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "context": "A quiet village by the sea",
           *         "theme": "Friendship and courage",
           *         "story_instructions": null,
           *         "story_type": "childrens_bedtime_story",
           *         "num_pages": 3,
           *         "approved_reference_image": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
           *         "selected_voice_id": null,
           *         "language": "en",
           *         "art_style": "watercolor",
           *         "style_prompt": null,
           *         "current_stage": 3,
           *         "stages_completed": {
           *           "1": true,
           *           "2": true,
           *           "3": false
           *         },
           *         "story_title": "The Moon Who Couldn't Sleep",
           *         "character_description": "A curious girl with red boots and her grey cat",
           *         "additional_context": null,
           *         "created_at": "2025-03-01T09:00:00Z",
           *         "modified_at": "2025-03-02T18:30:00Z",
           *         "is_shared_to_showcase": false
           *       },
           *       "files": {
           *         "uploaded_images": [
           *           {
           *             "id": "1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d",
           *             "file_name": "upload-1.jpg",
           *             "file_path": "projects/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/uploaded_images/upload-1.jpg",
           *             "file_url": "/api/media/1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d.jpg",
           *             "signed_url": "/api/media/1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d.jpg?expires=1767225600&sig=ab12",
           *             "page_number": null
           *           }
           *         ],
           *         "style_images": [],
           *         "generated_images": [
           *           {
           *             "id": "2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e",
           *             "file_name": "page-1.png",
           *             "file_path": "projects/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/generated_images/page-1.png",
           *             "file_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png",
           *             "signed_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34",
           *             "page_number": 1
           *           }
           *         ],
           *         "audio": [],
           *         "video": []
           *       },
           *       "story": {
           *         "story_data": [
           *           {
           *             "page_number": 1,
           *             "page": 1,
           *             "page_text": "Mia could not sleep, and neither could the moon."
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectDataResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjectSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Summary. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *       "story_title": "The Moon Who Couldn't Sleep",
           *       "story_type": "childrens_bedtime_story",
           *       "current_stage": 3,
           *       "stages_completed": {
           *         "1": true,
           *         "2": true,
           *         "3": true
           *       },
           *       "story_pages": 3,
           *       "counts": {
           *         "uploaded_images": 2,
           *         "style_images": 3,
           *         "generated_images": 3,
           *         "audio": 3,
           *         "video": 1
           *       },
           *       "has_video": true,
           *       "is_shared_to_showcase": false,
           *       "modified_at": "2025-03-02T18:30:00Z"
           *     }
           */
          'application/json': components['schemas']['ProjectSummary'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjectFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Files grouped as uploaded_images, style_images, generated_images, audio, video. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "files": {
           *         "uploaded_images": [
           *           {
           *             "id": "1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d",
           *             "file_name": "upload-1.jpg",
           *             "file_path": "projects/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/uploaded_images/upload-1.jpg",
           *             "file_url": "/api/media/1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d.jpg",
           *             "signed_url": "/api/media/1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d.jpg?expires=1767225600&sig=ab12",
           *             "page_number": null
           *           }
           *         ],
           *         "style_images": [
           *           {
           *             "id": "3f405162-3333-4c4d-8e5f-7a8b9c0d1e2f",
           *             "file_name": "style-1.png",
           *             "file_path": "projects/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/style_images/style-1.png",
           *             "file_url": "/api/media/3f405162-3333-4c4d-8e5f-7a8b9c0d1e2f.png",
           *             "signed_url": "/api/media/3f405162-3333-4c4d-8e5f-7a8b9c0d1e2f.png?expires=1767225600&sig=ef56",
           *             "page_number": null
           *           }
           *         ],
           *         "generated_images": [],
           *         "audio": [],
           *         "video": []
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectFilesResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  updateProjectStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "stage": 3
         *     }
         */
        'application/json': components['schemas']['UpdateStageRequest'];
      };
    };
    responses: {
      /** @description Stage saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *       "current_stage": 3,
           *       "stages_completed": {
           *         "1": true,
           *         "2": true,
           *         "3": false
           *       }
           *     }
           */
          'application/json': components['schemas']['StageUpdateResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  copyProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Copy created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "error": null,
           *       "project_id": "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
           *       "copied_files": {
           *         "images": 6,
           *         "audio": 3
           *       }
           *     }
           */
          'application/json': components['schemas']['CopyProjectResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getLatestVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Latest video. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "video_url": "/api/media/4a5b6c7d-4444-4d5e-9f60-8b9c0d1e2f30.mp4?expires=1767225600&sig=aa11",
           *       "video_path": "projects/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/video/storybook-video.mp4",
           *       "timestamp": "2025-03-02T18:45:00Z"
           *     }
           */
          'application/json': components['schemas']['LatestVideoResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getCredits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Balance and totals. */
      200: {
        headers: {
          /** @description Always `no-store`. */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "credits_balance": 68,
           *       "total_purchased": 100,
           *       "total_used": 32
           *     }
           */
          'application/json': components['schemas']['CreditsResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listCreditPackages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Packs, cheapest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "packages": [
           *         {
           *           "id": "starter",
           *           "name": "Starter",
           *           "description": "Try it out with a few stories",
           *           "price_dollars": 4.99,
           *           "credits": 100,
           *           "price_per_credit": 0.0499
           *         },
           *         {
           *           "id": "pro",
           *           "name": "Pro",
           *           "description": "Most Popular",
           *           "price_dollars": 19.99,
           *           "credits": 600,
           *           "price_per_credit": 0.0333
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['CreditPackagesResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getCreditCosts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The price list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "costs": {
           *         "style_setup": 5,
           *         "text_page": 1,
           *         "image": 5,
           *         "audio_page": 3,
           *         "animation": 12,
           *         "magic_fill": 1,
           *         "improve_text": 1,
           *         "title": 1,
           *         "music": 3,
           *         "video": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['CreditCostsResponse'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  purchaseCredits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "package_id": "pro"
         *     }
         */
        'application/json': components['schemas']['PurchaseCreditsRequest'];
      };
    };
    responses: {
      /** @description Checkout created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "checkout_url": "https://checkout.stripe.com/c/pay/cs_test_a1b2c3",
           *       "session_id": "cs_test_a1b2c3"
           *     }
           */
          'application/json': components['schemas']['PurchaseCreditsResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      /** @description This server takes no payments (no payment provider is configured). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "Payments are not configured on this server."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPaymentResult: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Payment outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "credits_added": 600,
           *       "new_balance": 668,
           *       "message": "Payment successful! 600 credits added to your account.",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['PaymentResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  confirmPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "session_id": "cs_test_a1b2c3"
         *     }
         */
        'application/json': components['schemas']['PaymentSessionRequest'];
      };
    };
    responses: {
      /** @description Payment outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "credits_added": 600,
           *       "new_balance": 668,
           *       "message": "Payment successful! 600 credits added to your account.",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['PaymentResult'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  handleStripeWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Stripe's signature header (`t=<unix seconds>,v1=<hex HMAC-SHA256>`). */
        'Stripe-Signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_1a2b3c",
         *       "object": "event",
         *       "type": "checkout.session.completed",
         *       "data": {
         *         "object": {
         *           "id": "cs_test_a1b2c3",
         *           "object": "checkout.session",
         *           "payment_status": "paid",
         *           "amount_total": 1999,
         *           "currency": "usd"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['StripeEvent'];
      };
    };
    responses: {
      /** @description Received (acted on, or ignored). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "received": true
           *     }
           */
          'application/json': components['schemas']['WebhookReceipt'];
        };
      };
      /** @description Missing or invalid signature, or not a JSON body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "Invalid Stripe signature: No signatures found matching the expected signature for payload."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listCreditTransactions: {
    parameters: {
      query?: {
        /** @description At most this many transactions; omitted = all. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 2,
           *       "transactions": [
           *         {
           *           "id": "9c8b7a60-5555-4e6f-8a70-9c0d1e2f3041",
           *           "type": "usage",
           *           "description": "Story text (3 pages)",
           *           "amount": -3,
           *           "created_at": "2025-03-02T18:20:00Z",
           *           "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *           "project_title": "The Moon Fox",
           *           "charge_id": "2d3e4f50-7777-4a81-8c92-1e2f30415263",
           *           "charge_description": "Story with 3 illustrated pages"
           *         },
           *         {
           *           "id": "8b7a6950-6666-4f70-9b81-0d1e2f304152",
           *           "type": "purchase",
           *           "description": "Pro pack",
           *           "amount": 600,
           *           "created_at": "2025-03-01T08:00:00Z",
           *           "project_id": null,
           *           "project_title": null,
           *           "charge_id": null,
           *           "charge_description": null
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['CreditTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  validateDiscountCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "WELCOME50"
         *     }
         */
        'application/json': components['schemas']['DiscountCodeRequest'];
      };
    };
    responses: {
      /** @description Validation outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscountValidation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  redeemDiscountCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "WELCOME50"
         *     }
         */
        'application/json': components['schemas']['DiscountCodeRequest'];
      };
    };
    responses: {
      /** @description Redeem outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "credits_awarded": 50,
           *       "new_balance": 118,
           *       "message": "50 credits added to your account!",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['DiscountRedeemResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listDiscountRedemptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Redemptions, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "redemptions": [
           *         {
           *           "id": "7a695840-7777-4081-8c92-1e2f30415263",
           *           "code": "WELCOME50",
           *           "credits_awarded": 50,
           *           "description": "Welcome bonus",
           *           "redeemed_at": "2025-03-01T08:05:00Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DiscountRedemptionsResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listShowcaseVideos: {
    parameters: {
      query?: {
        featured_only?: boolean;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Showcase videos. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "videos": [
           *         {
           *           "id": "5b6c7d8e-8888-4192-9da3-2f3041526374",
           *           "title": "The Moon Who Couldn't Sleep",
           *           "description": "A gentle bedtime story about a girl and the moon.",
           *           "category": "childrens_bedtime_story",
           *           "thumbnail_url": "/api/media/5b6c7d8e-thumb.jpg",
           *           "thumbnail": "/api/media/5b6c7d8e-thumb.jpg",
           *           "video_url": "/api/media/5b6c7d8e-video.mp4",
           *           "duration": 150,
           *           "view_count": 42,
           *           "is_featured": true,
           *           "created_at": "2025-03-03T12:00:00Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ShowcaseVideosResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  addToShowcase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "The Moon Who Couldn't Sleep",
         *       "description": "A gentle bedtime story about a girl and the moon.",
         *       "category": "childrens_bedtime_story"
         *     }
         */
        'application/json': components['schemas']['ShowcaseSharePayload'];
      };
    };
    responses: {
      /** @description Shared. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "video_id": "5b6c7d8e-8888-4192-9da3-2f3041526374",
           *       "message": "Video shared to public showcase!",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ShowcaseShareResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  removeFromShowcase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Video removed from public showcase!"
           *     }
           */
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  toggleShowcaseFeatured: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "is_featured": true
         *     }
         */
        'application/json': components['schemas']['ToggleFeaturedRequest'];
      };
    };
    responses: {
      /** @description Flag saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "video_id": "5b6c7d8e-8888-4192-9da3-2f3041526374",
           *       "is_featured": true
           *     }
           */
          'application/json': components['schemas']['FeaturedToggleResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  recordShowcaseView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description View counted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "video_id": "5b6c7d8e-8888-4192-9da3-2f3041526374",
           *       "view_count": 43
           *     }
           */
          'application/json': components['schemas']['ViewRecordResult'];
        };
      };
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listDiscoverVideos: {
    parameters: {
      query?: {
        featured_only?: boolean;
        limit?: number;
        sort_by?: components['schemas']['DiscoverSortBy'];
        search?: string;
        category?: string;
        user_email?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Videos. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "videos": [
           *         {
           *           "id": "5b6c7d8e-8888-4192-9da3-2f3041526374",
           *           "title": "The Moon Who Couldn't Sleep",
           *           "description": "A gentle bedtime story about a girl and the moon.",
           *           "video_url": "/api/media/5b6c7d8e-video.mp4",
           *           "thumbnail_url": "/api/media/5b6c7d8e-thumb.jpg",
           *           "duration": 150,
           *           "user_email": "ada@example.com",
           *           "created_at": "2025-03-03T12:00:00Z",
           *           "category": "childrens_bedtime_story",
           *           "view_count": 43,
           *           "likes_count": 7,
           *           "dislikes_count": 0,
           *           "user_like_status": "like"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DiscoverVideosResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  likeDiscoverVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "is_like": true
         *     }
         */
        'application/json': components['schemas']['LikeRequest'];
      };
    };
    responses: {
      /** @description Like state after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "action": "added",
           *       "likes_count": 8,
           *       "dislikes_count": 0,
           *       "user_like_status": "like"
           *     }
           */
          'application/json': components['schemas']['LikeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDiscoverVideoStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Showcase/Discover video id (real ids are UUIDs and contain hyphens). */
        id: components['parameters']['VideoId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stats. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "video_id": "5b6c7d8e-8888-4192-9da3-2f3041526374",
           *       "view_count": 43,
           *       "likes_count": 8,
           *       "dislikes_count": 0,
           *       "user_like_status": "like"
           *     }
           */
          'application/json': components['schemas']['DiscoverVideoStats'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listUserDiscoverVideos: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The uploader's e-mail address (URL-encoded). */
        email: components['parameters']['UserEmail'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Videos. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "videos": []
           *     }
           */
          'application/json': components['schemas']['DiscoverVideosResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listDiscoverCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Categories (value = story type key, label = display label). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "categories": [
           *         {
           *           "value": "childrens_bedtime_story",
           *           "label": "Children's Bedtime"
           *         },
           *         {
           *           "value": "fantasy_story",
           *           "label": "Fantasy"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DiscoverCategoriesResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        limit?: number;
        unread_only?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Notifications and unread count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notifications": [
           *         {
           *           "id": "0c1d2e3f-9999-42a3-8eb4-304152637485",
           *           "type": "video_completed",
           *           "title": "Your video is ready!",
           *           "message": "\"The Moon Who Couldn't Sleep\" has finished rendering.",
           *           "data": {
           *             "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *             "job_id": "1e2f3041-aaaa-43b4-9fc5-415263748596",
           *             "redirect_url": "/app"
           *           },
           *           "created_at": "2025-03-02T18:45:00Z",
           *           "is_read": false,
           *           "is_clicked": false,
           *           "actions": [
           *             {
           *               "type": "redirect",
           *               "url": "/app/gallery",
           *               "label": "Open gallery"
           *             }
           *           ]
           *         }
           *       ],
           *       "unread_count": 1,
           *       "total": 1
           *     }
           */
          'application/json': components['schemas']['NotificationListResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  clearNotifications: {
    parameters: {
      query?: {
        older_than_days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "count": 12,
           *       "unread_count": 0
           *     }
           */
          'application/json': components['schemas']['NotificationBulkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  streamNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An open event stream. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example event: ready
           *     data: {"unread_count":2}
           *
           *     event: notification
           *     data: {"notification":{"id":"0c1d2e3f-9999-42a3-8eb4-304152637485","type":"payment_success","title":"Payment successful","message":"600 credits from the Pro pack were added to your account.","data":{"credits":600,"redirect_url":"/app/billing-history"},"created_at":"2025-03-02T18:45:00Z","is_read":false,"is_clicked":false,"actions":[]},"unread_count":3}
           */
          'text/event-stream': string;
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUnreadNotificationCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unread count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "unread_count": 3
           *     }
           */
          'application/json': components['schemas']['UnreadCountResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  markNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "notification_id": "0c1d2e3f-9999-42a3-8eb4-304152637485",
         *       "action": "clicked"
         *     }
         */
        'application/json': components['schemas']['MarkNotificationRequest'];
      };
    };
    responses: {
      /** @description Marked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification_id": "0c1d2e3f-9999-42a3-8eb4-304152637485",
           *       "is_read": true,
           *       "is_clicked": true,
           *       "unread_count": 0
           *     }
           */
          'application/json': components['schemas']['NotificationMarkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "count": 3,
           *       "unread_count": 0
           *     }
           */
          'application/json': components['schemas']['NotificationBulkResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getNotificationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "status": "ok",
           *       "total_count": 4,
           *       "unread_count": 1,
           *       "retention_days": 7
           *     }
           */
          'application/json': components['schemas']['NotificationStatus'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Notification id. */
        id: components['parameters']['NotificationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "count": 1,
           *       "unread_count": 0
           *     }
           */
          'application/json': components['schemas']['NotificationBulkResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "system",
           *         "title": "Test notification",
           *         "message": "This is a test notification.",
           *         "data": {},
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": []
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestVideoCompletionNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
         *     }
         */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "video_completed",
           *         "title": "Your video is ready!",
           *         "message": "\"My Story\" has finished rendering.",
           *         "data": {
           *           "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *           "redirect_url": "/app"
           *         },
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": [
           *           {
           *             "type": "redirect",
           *             "url": "/app/gallery",
           *             "label": "Open gallery"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestVideoFailedNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
         *     }
         */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "video_failed",
           *         "title": "Video generation failed",
           *         "message": "Video generation failed. Please try again.",
           *         "data": {
           *           "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *           "redirect_url": "/app/gallery"
           *         },
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": [
           *           {
           *             "type": "redirect",
           *             "url": "/app/gallery",
           *             "label": "Open gallery"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestPaymentSuccessNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "payment_success",
           *         "title": "Payment successful",
           *         "message": "600 credits were added to your account.",
           *         "data": {},
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": []
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestInsufficientCreditsNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "insufficient_credits",
           *         "title": "Not enough credits",
           *         "message": "You need 32 credits but have 10.",
           *         "data": {},
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": []
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestPaymentFailedNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "payment_failed",
           *         "title": "Payment failed",
           *         "message": "There was an issue processing your payment. Please try again.",
           *         "data": {},
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": []
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendTestCreditsLowNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['TestNotificationRequest'];
      };
    };
    responses: {
      /** @description Notification created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "notification": {
           *         "id": "2f304152-bbbb-44c5-a0d6-526374859607",
           *         "type": "credits_low",
           *         "title": "Credits running low",
           *         "message": "You have 5 credits left.",
           *         "data": {},
           *         "created_at": "2025-03-02T18:45:00Z",
           *         "is_read": false,
           *         "is_clicked": false,
           *         "actions": []
           *       }
           *     }
           */
          'application/json': components['schemas']['TestNotificationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listStoryTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Story types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "story_types": {
           *         "childrens_bedtime_story": {
           *           "name": "Children's Bedtime Story",
           *           "description": "A calm, gentle story to wind down before sleep."
           *         },
           *         "fantasy_story": {
           *           "name": "Fantasy Story",
           *           "description": "Magic, quests and impossible worlds."
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['StoryTypesResponse'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listArtStyles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Art styles. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "styles": {
           *         "realistic": {
           *           "name": "Realistic",
           *           "description": "Photographic detail and natural light."
           *         },
           *         "watercolor": {
           *           "name": "Watercolor",
           *           "description": "Soft washes of colour on textured paper."
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['ArtStylesResponse'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getArtStylePreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Art style key. */
        style: components['schemas']['ArtStyleKey'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The preview. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': components['schemas']['BinaryFile'];
        };
      };
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listLanguages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Languages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "languages": [
           *         {
           *           "code": "en",
           *           "name": "English",
           *           "native_name": "English"
           *         },
           *         {
           *           "code": "hr",
           *           "name": "Croatian",
           *           "native_name": "Hrvatski"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['LanguagesResponse'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  uploadImages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadImagesForm'];
      };
    };
    responses: {
      /** @description The images. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "images": [
           *         {
           *           "base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
           *           "file_url": null,
           *           "signed_url": null,
           *           "file_name": "upload-1.png",
           *           "content_type": "image/png"
           *         }
           *       ],
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ImagesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  uploadProjectImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadImagesForm'];
      };
    };
    responses: {
      /** @description The stored images. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "images": [
           *         {
           *           "id": "1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d",
           *           "base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
           *           "file_url": "/api/media/1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d.png",
           *           "signed_url": "/api/media/1d2e3f40-1111-4a2b-9c3d-5e6f7a8b9c0d.png?expires=1767225600&sig=ab12",
           *           "file_name": "upload-1.png",
           *           "content_type": "image/png"
           *         }
           *       ],
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ImagesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteProjectUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
        /** @description Id of one of the project's stored files (`id` of an `ImageItem` or `ProjectFile`). */
        file_id: components['parameters']['FileId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Image removed"
           *     }
           */
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  createStyleImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "style_prompt": "soft pastel watercolor, warm evening light",
         *       "reference_images": [
         *         "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
         *       ],
         *       "art_style": "watercolor"
         *     }
         */
        'application/json': components['schemas']['StyleImagesRequest'];
      };
    };
    responses: {
      /** @description Style options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "style_images": [
           *         {
           *           "id": "3f405162-3333-4c4d-8e5f-7a8b9c0d1e2f",
           *           "base64": null,
           *           "file_url": "/api/media/3f405162-3333-4c4d-8e5f-7a8b9c0d1e2f.png",
           *           "signed_url": "/api/media/3f405162-3333-4c4d-8e5f-7a8b9c0d1e2f.png?expires=1767225600&sig=ef56",
           *           "file_name": "style-1.png",
           *           "content_type": "image/png"
           *         }
           *       ],
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['StyleImagesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  regenerateStyleImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "style_prompt": "soft pastel watercolor, warm evening light",
         *       "reference_images": [
         *         "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
         *       ],
         *       "art_style": "watercolor",
         *       "regeneration_instructions": "Make the cat bigger and the sky purple."
         *     }
         */
        'application/json': components['schemas']['RegenerateStyleImagesRequest'];
      };
    };
    responses: {
      /** @description Style options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "style_images": [
           *         {
           *           "id": "40516273-4444-4d5e-9f60-8b9c0d1e2f30",
           *           "base64": null,
           *           "file_url": "/api/media/40516273-4444-4d5e-9f60-8b9c0d1e2f30.png",
           *           "signed_url": "/api/media/40516273-4444-4d5e-9f60-8b9c0d1e2f30.png?expires=1767225600&sig=0a1b",
           *           "file_name": "style-1.png",
           *           "content_type": "image/png"
           *         }
           *       ],
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['StyleImagesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  approveReferenceImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image_base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
         *       "art_style": "watercolor",
         *       "style_prompt": "soft pastel watercolor, warm evening light"
         *     }
         */
        'application/json': components['schemas']['ApproveReferenceRequest'];
      };
    };
    responses: {
      /** @description Approved (or `success false` with `error`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Reference image approved",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['SuccessResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  regenerateImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "page_index": 1,
         *       "improvement_instructions": "Show the cat sitting on the windowsill.",
         *       "page_text": "The cat watched the moon from the window.",
         *       "reference_image": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
         *       "current_image": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34"
         *     }
         */
        'application/json': components['schemas']['RegenerateImageRequest'];
      };
    };
    responses: {
      /** @description The new image and version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "page_index": 1,
           *       "image": {
           *         "id": "51627384-5555-4e6f-a071-9c0d1e2f3041",
           *         "base64": null,
           *         "file_url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png",
           *         "signed_url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png?expires=1767225600&sig=1c2d",
           *         "file_name": "page-2-v2.png",
           *         "content_type": "image/png"
           *       },
           *       "version": {
           *         "image_url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png?expires=1767225600&sig=1c2d",
           *         "url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png?expires=1767225600&sig=1c2d",
           *         "timestamp": "2025-03-02T18:25:00Z",
           *         "label": "Version 2",
           *         "is_original": false,
           *         "instructions": "Show the cat sitting on the windowsill."
           *       },
           *       "version_index": 1,
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['RegenerateImageResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  getImageVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Versions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "image_versions": {
           *         "0": [
           *           {
           *             "image_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34",
           *             "url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34",
           *             "timestamp": "2025-03-02T18:20:00Z",
           *             "label": "Original",
           *             "is_original": true,
           *             "instructions": null
           *           }
           *         ]
           *       },
           *       "current_versions": {
           *         "0": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['ImageVersionsResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  addImageVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "page_index": 0,
         *       "image_url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png",
         *       "label": "Version 2",
         *       "instructions": "Brighter colours",
         *       "is_original": false
         *     }
         */
        'application/json': components['schemas']['AddImageVersionRequest'];
      };
    };
    responses: {
      /** @description Version added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "page_index": 0,
           *       "version_index": 1,
           *       "version": {
           *         "image_url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png",
           *         "url": "/api/media/51627384-5555-4e6f-a071-9c0d1e2f3041.png",
           *         "timestamp": "2025-03-02T18:25:00Z",
           *         "label": "Version 2",
           *         "is_original": false,
           *         "instructions": "Brighter colours"
           *       }
           *     }
           */
          'application/json': components['schemas']['ImageVersionAddResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  setCurrentImageVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "page_index": 0,
         *       "version_index": 0
         *     }
         */
        'application/json': components['schemas']['SetCurrentImageVersionRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "page_index": 0,
           *       "version_index": 0,
           *       "current_versions": {
           *         "0": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['CurrentImageVersionResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  initializeImageVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Versions initialised. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "image_versions": {
           *         "0": [
           *           {
           *             "image_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34",
           *             "url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34",
           *             "timestamp": "2025-03-02T18:20:00Z",
           *             "label": "Original",
           *             "is_original": true,
           *             "instructions": null
           *           }
           *         ]
           *       },
           *       "current_versions": {
           *         "0": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['ImageVersionsResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  generateStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "context": "A quiet village by the sea",
         *       "theme": "Friendship and courage",
         *       "story_title": "The Moon Who Couldn't Sleep",
         *       "character_description": "A curious girl with red boots and her grey cat",
         *       "additional_context": "peaceful, magical",
         *       "story_instructions": "Rhyme where you can.",
         *       "story_type": "childrens_bedtime_story",
         *       "num_pages": 3,
         *       "approved_reference_image": null,
         *       "language": "en",
         *       "art_style": "watercolor",
         *       "style_prompt": "soft pastel watercolor"
         *     }
         */
        'application/json': components['schemas']['StoryGenerationRequest'];
      };
    };
    responses: {
      /** @description The story and its page images. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "story": {
           *         "title": "The Moon Who Couldn't Sleep",
           *         "story": [
           *           {
           *             "page_number": 1,
           *             "page": 1,
           *             "page_text": "Mia could not sleep, and neither could the moon."
           *           },
           *           {
           *             "page_number": 2,
           *             "page": 2,
           *             "page_text": "Her grey cat watched the sky from the window."
           *           },
           *           {
           *             "page_number": 3,
           *             "page": 3,
           *             "page_text": "Together they sang the moon a lullaby."
           *           }
           *         ]
           *       },
           *       "generated_images": [
           *         {
           *           "page_index": 0,
           *           "page_number": 1,
           *           "image_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34",
           *           "file_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png",
           *           "signed_url": "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png?expires=1767225600&sig=cd34"
           *         },
           *         {
           *           "page_index": 1,
           *           "page_number": 2,
           *           "image_url": "/api/media/62738495-6666-4f70-b182-0d1e2f304152.png?expires=1767225600&sig=2d3e",
           *           "file_url": "/api/media/62738495-6666-4f70-b182-0d1e2f304152.png",
           *           "signed_url": "/api/media/62738495-6666-4f70-b182-0d1e2f304152.png?expires=1767225600&sig=2d3e"
           *         }
           *       ],
           *       "failed_pages": [
           *         3
           *       ],
           *       "warning": "Some images failed to generate",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['StoryGenerationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  updateStoryPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
        /** @description 0-based index of the page in the saved story; past its last page answers 404. */
        page_index: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "page_text": "Mia could not sleep, and neither could the big round moon."
         *     }
         */
        'application/json': components['schemas']['StoryPageTextRequest'];
      };
    };
    responses: {
      /** @description Saved; the page as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoryPageTextResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  improveText: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "text": "a girl and a cat who cant sleep",
         *       "language": "en"
         *     }
         */
        'application/json': components['schemas']['ImproveTextRequest'];
      };
    };
    responses: {
      /** @description Improved text. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImproveTextResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  generateTitle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "character_description": "A curious girl with red boots and her grey cat",
         *       "story_context": "A quiet village by the sea",
         *       "mood_tone": "peaceful, magical",
         *       "story_type": "childrens_bedtime_story",
         *       "language": "en"
         *     }
         */
        'application/json': components['schemas']['GenerateTitleRequest'];
      };
    };
    responses: {
      /** @description Title. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "title": "The Moon Who Couldn't Sleep",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['GenerateTitleResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  autoGenerateStoryDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "character_description": "my cat Toma",
         *       "story_context": "",
         *       "mood_tone": null,
         *       "story_title": null,
         *       "story_instructions": null,
         *       "language": "hr",
         *       "story_type": "childrens_story"
         *     }
         */
        'application/json': components['schemas']['StoryDetailsRequest'];
      };
    };
    responses: {
      /** @description Suggested details. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "story_details": {
           *         "character_description": "A curious girl with red boots and her grey cat",
           *         "story_context": "A quiet village by the sea on a windy night",
           *         "mood_tone": "peaceful",
           *         "story_title": "The Moon Who Couldn't Sleep",
           *         "story_instructions": "Keep sentences short for young readers."
           *       },
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['StoryDetailsResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  generateAudio: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "story_pages": [
         *         {
         *           "page_text": "Mia could not sleep, and neither could the moon.",
         *           "page": 1
         *         },
         *         {
         *           "page_text": "Her grey cat watched the sky from the window.",
         *           "page": 2
         *         }
         *       ],
         *       "voice_id": "21m00Tcm4TlvDq8ikWAM",
         *       "use_converted_voice": false
         *     }
         */
        'application/json': components['schemas']['AudioRequest'];
      };
    };
    responses: {
      /** @description One audio URL per page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "audio_files": [
           *         "/api/media/73849506-7777-4081-8293-1e2f30415263.mp3?expires=1767225600&sig=3e4f",
           *         "/api/media/849506a7-8888-4192-93a4-2f3041526374.mp3?expires=1767225600&sig=4f50"
           *       ],
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['AudioResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  convertVoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ConvertVoiceForm'];
      };
    };
    responses: {
      /** @description Converted audio. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "audio_base64": "SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4Ljc2LjEwMAAAAAAAAAAAAAAA",
           *       "content_type": "audio/mpeg",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ConvertVoiceResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      /** @description The recording is not one audio track of a supported format. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "The recording must be an audio file: WAV, MP3, M4A, OGG, FLAC or WebM."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listVoiceOptions: {
    parameters: {
      query?: {
        language?: components['schemas']['LanguageCode'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Voices. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "language": "en",
           *       "default_voice_id": "21m00Tcm4TlvDq8ikWAM",
           *       "voices": [
           *         {
           *           "voice_id": "21m00Tcm4TlvDq8ikWAM",
           *           "name": "Rachel",
           *           "description": "Calm, warm storyteller",
           *           "category": "premade",
           *           "labels": {
           *             "accent": "american",
           *             "gender": "female"
           *           },
           *           "preview_url": "/api/media/voice-21m00Tcm4TlvDq8ikWAM.mp3",
           *           "gender": "female",
           *           "accent": "american",
           *           "age": "young",
           *           "verified_languages": [
           *             {
           *               "language": "en"
           *             }
           *           ],
           *           "language": "en",
           *           "primary_language": "en",
           *           "descriptive": "calm",
           *           "use_case": "narration",
           *           "suggested": true
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['VoiceOptionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  searchVoices: {
    parameters: {
      query?: {
        language?: components['schemas']['LanguageCode'];
        /** @description Voice category (e.g. premade, professional, generated). */
        category?: string;
        /** @description Voice type filter (e.g. default, community, personal). */
        voice_type?: string;
        search?: string;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching voices. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "voices": [
           *         {
           *           "voice_id": "21m00Tcm4TlvDq8ikWAM",
           *           "name": "Rachel",
           *           "description": "Calm, warm storyteller",
           *           "category": "premade",
           *           "labels": {},
           *           "preview_url": null,
           *           "gender": "female",
           *           "accent": "american",
           *           "age": "young",
           *           "verified_languages": [],
           *           "language": "en",
           *           "primary_language": "en",
           *           "descriptive": "calm",
           *           "use_case": "narration",
           *           "suggested": false
           *         }
           *       ],
           *       "has_more": false,
           *       "total_count": 1
           *     }
           */
          'application/json': components['schemas']['VoicesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  findSimilarVoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SimilarVoicesForm'];
      };
    };
    responses: {
      /** @description Similar voices, most similar first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "voices": [],
           *       "has_more": false,
           *       "total_count": 0
           *     }
           */
          'application/json': components['schemas']['VoicesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      /** @description The recording is not one audio track of a supported format. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "The recording must be an audio file: WAV, MP3, M4A, OGG, FLAC or WebM."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getVoiceSample: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Voice id (`voice_id`). */
        id: components['parameters']['VoiceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sample audio in base64. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "sample_audio": "SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4Ljc2LjEwMAAAAAAAAAAAAAAA",
           *       "content_type": "audio/mpeg",
           *       "sample_text": "Once upon a time, in a land far away…",
           *       "voice_name": "Rachel",
           *       "message": null,
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['VoiceSample'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  generateVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image_paths": [
         *         "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png",
         *         "/api/media/62738495-6666-4f70-b182-0d1e2f304152.png"
         *       ],
         *       "audio_paths": [
         *         "/api/media/73849506-7777-4081-8293-1e2f30415263.mp3",
         *         "/api/media/849506a7-8888-4192-93a4-2f3041526374.mp3"
         *       ],
         *       "story_texts": [
         *         "Mia could not sleep, and neither could the moon.",
         *         "Her grey cat watched the sky from the window."
         *       ],
         *       "transition_duration": 0.7,
         *       "include_text": true,
         *       "use_animation": false,
         *       "animation_model": "seedance",
         *       "pages_to_animate": [],
         *       "use_music": false,
         *       "music_url": null
         *     }
         */
        'application/json': components['schemas']['VideoRequest'];
      };
    };
    responses: {
      /** @description The rendered video. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "video_url": "/api/media/4a5b6c7d-4444-4d5e-9f60-8b9c0d1e2f30.mp4?expires=1767225600&sig=aa11",
           *       "video_path": "projects/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/video/storybook-video.mp4",
           *       "file_size_mb": 4.2,
           *       "duration_seconds": 31.5,
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['VideoResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['VideoJobConflict'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  startVideoJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image_urls": [
         *         "/api/media/2e3f4051-2222-4b3c-8d4e-6f7a8b9c0d1e.png",
         *         "/api/media/62738495-6666-4f70-b182-0d1e2f304152.png"
         *       ],
         *       "audio_urls": [
         *         "/api/media/73849506-7777-4081-8293-1e2f30415263.mp3",
         *         "/api/media/849506a7-8888-4192-93a4-2f3041526374.mp3"
         *       ],
         *       "use_animation": false,
         *       "animated_video_urls": [],
         *       "music_url": null
         *     }
         */
        'application/json': components['schemas']['VideoAsyncRequest'];
      };
    };
    responses: {
      /** @description Job queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "job_id": "1e2f3041-aaaa-43b4-9fc5-415263748596",
           *       "status": "pending",
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['VideoJobStarted'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['VideoJobConflict'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getActiveVideoJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The active job, or every job field null when the project has none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveVideoJobResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getVideoJobStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Video render job id (`job_id`). */
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Job state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "job_id": "1e2f3041-aaaa-43b4-9fc5-415263748596",
           *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *       "status": "completed",
           *       "progress": 100,
           *       "video_url": "/api/media/4a5b6c7d-4444-4d5e-9f60-8b9c0d1e2f30.mp4?expires=1767225600&sig=aa11",
           *       "file_size_mb": 4.2,
           *       "duration_seconds": 31.5,
           *       "error": null,
           *       "created_at": "2025-03-02T18:40:00Z",
           *       "updated_at": "2025-03-02T18:42:30Z"
           *     }
           */
          'application/json': components['schemas']['VideoJobResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  waitForVideoJob: {
    parameters: {
      query?: {
        /** @description Seconds to wait at most. */
        timeout?: number;
      };
      header?: never;
      path: {
        /** @description Video render job id (`job_id`). */
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Job state when the wait ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "job_id": "1e2f3041-aaaa-43b4-9fc5-415263748596",
           *       "project_id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *       "status": "failed",
           *       "progress": 60,
           *       "video_url": null,
           *       "file_size_mb": null,
           *       "duration_seconds": null,
           *       "error": "ffmpeg exited with code 1",
           *       "created_at": "2025-03-02T18:40:00Z",
           *       "updated_at": "2025-03-02T18:41:50Z"
           *     }
           */
          'application/json': components['schemas']['VideoJobResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  getVideoServiceStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Service status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "status": "ok",
           *       "queue": {
           *         "pending": 2,
           *         "processing": 1
           *       },
           *       "ffmpeg": {
           *         "ok": true,
           *         "detail": "ffmpeg version 5.1.9"
           *       }
           *     }
           */
          'application/json': components['schemas']['VideoServiceStatus'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getMusic: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Saved music or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "music": null,
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['MusicResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  generateMusic: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "music_prompt": "gentle lullaby with soft piano and music box",
         *       "duration": 30
         *     }
         */
        'application/json': components['schemas']['MusicRequest'];
      };
    };
    responses: {
      /** @description The saved music. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "music": {
           *         "music_url": "/api/media/95a6b7c8-bbbb-44c5-a0d6-526374859607.mp3?expires=1767225600&sig=5061",
           *         "music_prompt": "gentle lullaby with soft piano and music box",
           *         "duration": 30,
           *         "created_at": "2025-03-02T18:35:00Z"
           *       },
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['MusicResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  listAnimations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Animations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "animations": [
           *         {
           *           "animation_url": "/api/media/a6b7c8d9-cccc-45d6-b1e7-637485960718.mp4?expires=1767225600&sig=6172",
           *           "page_index": 0,
           *           "page_number": 1,
           *           "animation_prompt": "add slight movement and characters blinking",
           *           "created_at": "2025-03-02T18:38:00Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AnimationsResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  generateAnimations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Project id. */
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "animation_prompt": "add slight movement and characters blinking",
         *       "pages_to_animate": [
         *         0,
         *         2
         *       ],
         *       "animation_model": "seedance"
         *     }
         */
        'application/json': components['schemas']['AnimationRequest'];
      };
    };
    responses: {
      /** @description Animated clip URLs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "animated_urls": [
           *         "/api/media/a6b7c8d9-cccc-45d6-b1e7-637485960718.mp4?expires=1767225600&sig=6172",
           *         null,
           *         "/api/media/b7c8d9ea-dddd-46e7-82f8-748596071829.mp4?expires=1767225600&sig=7283"
           *       ],
           *       "failed_pages": [],
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['AnimationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationError'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Healthy or degraded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "components": {
           *         "database": {
           *           "ok": true
           *         },
           *         "ffmpeg": {
           *           "ok": true,
           *           "detail": "ffmpeg version 5.1.9"
           *         },
           *         "flite": {
           *           "ok": true
           *         },
           *         "espeak_ng": {
           *           "ok": true,
           *           "detail": "eSpeak NG 1.51"
           *         }
           *       },
           *       "version": "1.0.0"
           *     }
           */
          'application/json': components['schemas']['Health'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      /** @description The database is unreachable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "degraded",
           *       "components": {
           *         "database": {
           *           "ok": false,
           *           "detail": "connection refused"
           *         },
           *         "ffmpeg": {
           *           "ok": true
           *         },
           *         "flite": {
           *           "ok": true
           *         },
           *         "espeak_ng": {
           *           "ok": true
           *         }
           *       },
           *       "version": "1.0.0"
           *     }
           */
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  getMedia: {
    parameters: {
      query?: {
        /** @description Expiry of the signature, Unix seconds. Required with `sig`. */
        expires?: number;
        /** @description URL-safe signature of the key and expiry. */
        sig?: string;
      };
      header?: {
        /** @description Byte range, e.g. `bytes=0-1048575`. */
        Range?: string;
      };
      path: {
        /** @description Opaque storage key of the file (one path segment, includes the extension). */
        key: components['parameters']['MediaKey'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file. */
      200: {
        headers: {
          /** @description Media type of the file. */
          'Content-Type'?: string;
          'Content-Length'?: number;
          'Accept-Ranges'?: string;
          /** @description Private and limited to the signature's lifetime for signed URLs; long-lived public for showcase media. */
          'Cache-Control'?: string;
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'image/*': components['schemas']['BinaryFile'];
          'audio/*': components['schemas']['BinaryFile'];
          'video/*': components['schemas']['BinaryFile'];
        };
      };
      /** @description The requested byte range. */
      206: {
        headers: {
          'Content-Range'?: string;
          'Content-Length'?: number;
          [name: string]: unknown;
        };
        content: {
          'audio/*': components['schemas']['BinaryFile'];
          'video/*': components['schemas']['BinaryFile'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      416: components['responses']['RangeNotSatisfiable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
}
