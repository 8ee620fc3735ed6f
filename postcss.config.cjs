// Panda's PostCSS plugin replaces the `@layer reset, base, tokens, recipes, utilities;`
// statement in src/theme/app.css with the generated CSS.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
}
