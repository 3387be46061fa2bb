// Imported first by the server entry: React and React Router pick their production builds from
// NODE_ENV when they load, so it must be set before anything imports them.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
