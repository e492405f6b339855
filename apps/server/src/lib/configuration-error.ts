/** A setting the process cannot start with: its message names the variables and is printed alone. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
