// The part of zod/mini that browser code calls, for building the recorded schemas (./build.ts). Named
// imports let the bundler leave out the rest of zod/mini (its error texts in some forty languages, JSON
// Schema output, ready-made string formats…): the chunk every data screen waits for before it can show
// an answer is a fraction of the whole namespace. Recorded code reaches these through `z.<name>`;
// deferred-zod.test.ts fails when browser code calls a zod function this list lacks.
import {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  extend,
  literal,
  looseObject,
  maxLength,
  minimum,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  refine,
  regex,
  string,
  transform,
  union,
  unknown,
  url,
  enum as zodEnum,
} from "zod/v4/mini";

export const zodSubset = {
  z: {
    array,
    boolean,
    coerce,
    discriminatedUnion,
    enum: zodEnum,
    extend,
    literal,
    looseObject,
    maxLength,
    minimum,
    nullable,
    number,
    object,
    optional,
    pipe,
    record,
    refine,
    regex,
    string,
    transform,
    union,
    unknown,
    url,
  },
};
