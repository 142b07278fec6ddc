/**
 * How the composition binds (ADR 63): every port and every use-case under its typed key, through
 * inversify, the same way in every feature. Keys of ports are `TOKENS` (ports), keys of use-cases
 * are `SERVICE_KEYS` and `JOB_KEYS` (application); the keys here name the server's own parts.
 */
import type { BindToFluentSyntax, Container } from 'inversify';
import type { SqlClient } from '@kerching/adapters-sql';
import { type Key, key } from '@kerching/ports';

/** Binds `key`, checking that what it is bound to is what the key names. */
export const bindKey = <T>(container: Container, bound: Key<T>): BindToFluentSyntax<T> => container.bind<T>(bound);

/** Reads `key` from the container, as the type the key names. */
export const getKey = <T>(container: Container, bound: Key<T>): T => container.get<T>(bound);

/** The database every SQL adapter of the process shares. */
export const SQL_CLIENT = key<SqlClient>('server.SqlClient');
