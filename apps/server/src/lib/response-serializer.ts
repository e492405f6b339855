import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type CompilerInput = Parameters<FastifySerializerCompiler<unknown>>[0];

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * Answers through a serializer compiled once per route by fast-json-stringify from the JSON Schema
 * of what the contract sends (the zod schema's input side: dates as ISO strings), instead of
 * encoding every answer through zod at run time. Like zod's encode it writes the declared
 * properties only, and refuses an answer that lacks a required one.
 */
export const compiledSerializer: FastifySerializerCompiler<unknown> = ({ schema }: CompilerInput) => {
  if (!isZod(schema)) return (data: unknown) => JSON.stringify(data);
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
};

/**
 * Tests' serializer: the contract's zod check of every answer, as before, and the compiled
 * serializer beside it, which must write the same JSON. Every answer the test suites produce
 * thus proves the production serializer right for that route.
 */
export const checkedSerializer: FastifySerializerCompiler<unknown> = (input: CompilerInput) => {
  const checked = (zodSerializer as FastifySerializerCompiler<unknown>)(input) as Serializer;
  const compiled = compiledSerializer(input) as Serializer;
  return (data: unknown) => {
    const expected = checked(data);
    const actual = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(expected), JSON.parse(actual))) {
      throw new Error(`${input.method} ${input.url}: the compiled serializer wrote ${actual}, the contract ${expected}`);
    }
    return actual;
  };
};
