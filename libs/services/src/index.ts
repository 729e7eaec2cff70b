export { bagValue, BagValueMissingError, type Bag } from './bag';
export {
  missingParametersError,
  ServiceError,
  ServiceErrorKind,
  stripQuery,
  type ServiceErrorFields,
  type ValidationResult,
} from './service-error';
