/**
 * Views are generic over how they hold a point in time: an ISO 8601 string on the wire (the
 * default, what clients read), a `Date` where the server builds them (JSON turns it into that
 * string). So one declaration serves both ends.
 */
export type WireTime = string;
