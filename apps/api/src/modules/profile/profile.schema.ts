// GraphQL types and fields of the profile domain.
