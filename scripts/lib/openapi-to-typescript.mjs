/**
 * TypeScript types for the schemas of an OpenAPI 3.0 document, as far as @nestjs/swagger writes
 * them: objects, arrays, enums, nullable, $ref (alone or under allOf), oneOf and
 * additionalProperties. One exported type per schema; properties not listed as required are optional.
 */
export function schemasToTypeScript(document) {
  const schemas = document.components?.schemas ?? {};
  return Object.entries(schemas)
    .map(([name, schema]) => `export type ${name} = ${typeOf(schema, '')};\n`)
    .join('\n');
}

function typeOf(schema, indent) {
  const type = baseTypeOf(schema, indent);
  return schema.nullable ? `${type} | null` : type;
}

function baseTypeOf(schema, indent) {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.allOf) return schema.allOf.map((part) => typeOf(part, indent)).join(' & ');
  if (schema.oneOf) return schema.oneOf.map((part) => typeOf(part, indent)).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `Array<${typeOf(schema.items, indent)}>`;
    case 'object':
    case undefined:
      return objectTypeOf(schema, indent);
    default:
      throw new Error(`No TypeScript type for the schema type ${JSON.stringify(schema.type)}`);
  }
}

function objectTypeOf(schema, indent) {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${inner}${name}${required.has(name) ? '' : '?'}: ${typeOf(property, inner)};`,
  );
  if (schema.additionalProperties) {
    const values =
      schema.additionalProperties === true ? 'unknown' : typeOf(schema.additionalProperties, inner);
    lines.push(`${inner}[key: string]: ${values};`);
  }
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : 'Record<string, never>';
}

function refName(ref) {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix))
    throw new Error(`Only local schema references are supported: ${ref}`);
  return ref.slice(prefix.length);
}
