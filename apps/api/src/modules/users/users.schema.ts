// GraphQL types and fields of the users domain.
