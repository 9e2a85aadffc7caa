export type {
  AuthResponse,
  LoginBody,
  RecoverByEmailBody,
  OkResponse,
  RegistrationBody,
  UpdatePasswordBody,
} from '@bc/shared/contracts';
