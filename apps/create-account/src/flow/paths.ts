/** The flow's screens (spec §2); actions answer with where the person goes next. */
export const FLOW_PATHS = {
  personal: '/account/create/personal',
  verifyEmail: '/account/create/verify-email',
  verifyPhone: '/account/create/verify-phone',
  capturePhoneNumber: '/account/create/capture-phone-number',
} as const;

type FlowPath = (typeof FLOW_PATHS)[keyof typeof FLOW_PATHS];

/** The account exists and the sheet is closing: there is nowhere to go. */
export const CREATED = 'created';
export type FlowOutcome = FlowPath | typeof CREATED | undefined;
