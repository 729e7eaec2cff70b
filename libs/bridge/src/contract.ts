/**
 * The host contract: every service the Android host (or the host simulator) gives the sheet.
 * Messages are versioned and answered by id; the adapters that carry them come with the host issue.
 */
export const BRIDGE_PROTOCOL_VERSION = 1;

export type HostDialogButton = { id: string; label: string };

export interface HostRequests {
  authenticate: { params: { reason?: string }; result: { authenticated: boolean } };
  getDeviceId: { params: Record<string, never>; result: { deviceId: string } };
  getPhoneNumber: { params: Record<string, never>; result: { phoneNumber: string | null } };
  httpRequest: {
    params: { url: string; method: string; headers?: Record<string, string>; body?: string };
    result: { status: number; headers: Record<string, string>; body: string };
  };
  showDialog: {
    params: { title: string; message: string; buttons: HostDialogButton[] };
    result: { buttonId: string };
  };
  signPayload: { params: { payload: string }; result: { signature: string } };
  openUrl: { params: { url: string }; result: Record<string, never> };
  handOverDetails: { params: { details: Record<string, unknown> }; result: Record<string, never> };
  notifyTermsAgreed: { params: Record<string, never>; result: Record<string, never> };
  closeSheet: { params: Record<string, never>; result: Record<string, never> };
}

export type HostRequestName = keyof HostRequests;

export type HostRequestMessage<Name extends HostRequestName = HostRequestName> = {
  version: typeof BRIDGE_PROTOCOL_VERSION;
  id: string;
  name: Name;
  params: HostRequests[Name]['params'];
};

export type HostResponseMessage = {
  version: typeof BRIDGE_PROTOCOL_VERSION;
  id: string;
  ok: boolean;
  result?: unknown;
  error?: { code: string; message: string };
};
