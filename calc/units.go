package calc

import (
	"math/big"
	"strings"
)

// unit is one unit of measure. Factor converts a value in this unit to the
// dimension's base unit (kg, m, L, s, m/s); Offset is added after scaling and
// is only used by temperatures (base kelvin).
type unit struct {
	Symbol    string // canonical short name shown in results
	Dimension string
	Factor    *big.Rat
	Offset    *big.Rat
}

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic("calc: bad constant " + s)
	}
	return r
}

// units maps every accepted spelling to its unit. Factors are the exact
// international definitions (1 lb = 0.45359237 kg, 1 mi = 1609.344 m,
// 1 US gal = 3.785411784 L), so conversions are exact before rounding.
var units = map[string]*unit{}

func addUnit(symbol, dim, factor, offset string, names ...string) {
	u := &unit{Symbol: symbol, Dimension: dim, Factor: rat(factor), Offset: rat(offset)}
	for _, n := range append(names, symbol) {
		units[strings.ToLower(n)] = u
	}
}

func init() {
	// Mass (base kg).
	addUnit("kg", "mass", "1", "0", "kgs", "kilogram", "kilograms", "kilo", "kilos")
	addUnit("g", "mass", "0.001", "0", "gram", "grams", "gr")
	addUnit("mg", "mass", "0.000001", "0", "milligram", "milligrams")
	addUnit("lb", "mass", "0.45359237", "0", "lbs", "pound", "pounds")
	addUnit("oz", "mass", "0.028349523125", "0", "ounce", "ounces")
	addUnit("st", "mass", "6.35029318", "0", "stone", "stones")
	addUnit("t", "mass", "1000", "0", "tonne", "tonnes")
	// Length (base m).
	addUnit("m", "length", "1", "0", "meter", "meters", "metre", "metres")
	addUnit("km", "length", "1000", "0", "kilometer", "kilometers", "kilometre", "kilometres")
	addUnit("cm", "length", "0.01", "0", "centimeter", "centimeters", "centimetre", "centimetres")
	addUnit("mm", "length", "0.001", "0", "millimeter", "millimeters", "millimetre", "millimetres")
	addUnit("mi", "length", "1609.344", "0", "mile", "miles")
	addUnit("yd", "length", "0.9144", "0", "yard", "yards")
	addUnit("ft", "length", "0.3048", "0", "foot", "feet")
	addUnit("in", "length", "0.0254", "0", "inch", "inches")
	// Volume (base L).
	addUnit("l", "volume", "1", "0", "liter", "liters", "litre", "litres")
	addUnit("ml", "volume", "0.001", "0", "milliliter", "milliliters", "millilitre", "millilitres")
	addUnit("gal", "volume", "3.785411784", "0", "gallon", "gallons")
	addUnit("qt", "volume", "0.946352946", "0", "quart", "quarts")
	addUnit("cup", "volume", "0.2365882365", "0", "cups")
	addUnit("floz", "volume", "0.0295735295625", "0", "fl.oz")
	// Temperature (base K): K = C + 273.15; K = F*5/9 + 459.67*5/9.
	addUnit("c", "temperature", "1", "273.15", "°c", "celsius", "degc")
	addUnit("f", "temperature", "5/9", "45967/180", "°f", "fahrenheit", "degf")
	addUnit("k", "temperature", "1", "0", "kelvin")
	// Speed (base m/s).
	addUnit("km/h", "speed", "5/18", "0", "kph", "kmh")
	addUnit("mph", "speed", "0.44704", "0")
	addUnit("m/s", "speed", "1", "0")
	// Time (base s).
	addUnit("s", "time", "1", "0", "sec", "secs", "second", "seconds")
	addUnit("min", "time", "60", "0", "mins", "minute", "minutes")
	addUnit("h", "time", "3600", "0", "hr", "hrs", "hour", "hours")
	addUnit("day", "time", "86400", "0", "days")
	addUnit("week", "time", "604800", "0", "weeks")
}

// lookupUnit finds a unit by any accepted spelling.
func lookupUnit(name string) (*unit, bool) {
	u, ok := units[strings.ToLower(strings.TrimSpace(name))]
	return u, ok
}

// convert expresses v (in from) in to. Both must share a dimension.
func convert(v *big.Rat, from, to *unit) *big.Rat {
	base := new(big.Rat).Mul(v, from.Factor)
	base.Add(base, from.Offset)
	base.Sub(base, to.Offset)
	return base.Quo(base, to.Factor)
}
