/** Where the simulated app keeps its mobile session token between leaving and returning. */
export const MOBILE_SESSION_KEY = 'corner-store-app:age-session';
