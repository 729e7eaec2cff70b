/**
 * The wire messages of libs/bridge/src/contract.ts, one type per message, for the generator
 * (generate.mjs) to derive the JSON Schema from with ts-json-schema-generator: nothing here is
 * written twice, each type is built from the contract's own. Read by path, imported by no module.
 */
import type {
  HostEventMessage,
  HostEventName,
  HostEvents,
  HostRequestMessage,
  HostRequestName,
  HostRequests,
  HostResponseMessage,
} from '../../../libs/bridge/src/contract';

/** Each request as the sheet sends it: the envelope, `name` and its params. */
export type Requests = { [N in HostRequestName]: HostRequestMessage<N> };

type OkResponse = Extract<HostResponseMessage, { ok: true }>;

/** Each successful answer: the envelope with the request's id and the request's result. */
export type Responses = {
  [N in HostRequestName]: Omit<OkResponse, 'result'> & { result: HostRequests[N]['result'] };
};

/** The one form of a refusal, for every request. */
export type ErrorResponse = Extract<HostResponseMessage, { ok: false }>;

/** Each event as the host sends it. */
export type Events = { [N in HostEventName]: HostEventMessage<N> };

/** The calls and events themselves: their doc comments become each one's description. */
export type CallDocs = HostRequests;
export type EventDocs = HostEvents;
