// The host's end of the wire protocol (the simulator is a host; the Android app has its own):
// reading the sheet's requests, answering them, posting events. The sheet never loads it.
export {
  errorMessage,
  eventMessage,
  parseRequestMessage,
  requestMessage,
  resultMessage,
} from './protocol';
