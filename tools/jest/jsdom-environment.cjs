// jsdom with the web platform classes Node has and jsdom lacks (the data router builds Requests).
const JSDOMEnvironment = require('jest-environment-jsdom').default;

module.exports = class SheetJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of [
      'Request',
      'Response',
      'Headers',
      'fetch',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
};
